# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Chocona.jsonl.bz2, janko.at/Raetsel/Chocona/140.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
chocona 12x12
rooms:
 1  1  2  2  3  3  3  4  4  4  4  4
 5  1  2  2  6  7  3  4  4  4  8  8
 5  9  9  9  6  7 10 10 11  8  8 12
13  9  9  9 14  7 10 11 11  8  8 12
13 13 15 14 14 16 10 10 10 17 18 18
19 20 15 14 14 16 16 21 22 17 18 23
19 20 24 25 26 21 21 21 22 18 18 23
20 20 20 25 26 21 21 21 27 18 18 18
20 28 20 25 29 29 29 30 27 31 31 31
28 28 32 32 33 33 29 30 27 31 31 31
34 34 32 32 33 35 35 35 27 27 27 31
34 34 34 32 36 35 35 35 27 27 37 37
numbers:
3 . 2 . 3 . . 7 . . . .
2 . . . 2 1 . . . . 1 .
. 3 . . . . 4 . 2 . . 2
3 . . . 0 . . . . . . .
. . 1 . . 1 . . . 1 4 .
1 0 . . . . . 4 0 . . 2
. . . 2 1 . . . . . . .
. . . . . . . . 5 . . .
. 1 . . 2 . . 0 . 4 . .
. . 2 . 2 . . . . . . .
4 . . . . 4 . . . . . .
. . . . 0 . . . . . 1 .
