# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Chocona.jsonl.bz2, janko.at/Raetsel/Chocona/148.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
chocona 12x12
rooms:
 1  2  3  3  3  4  4  4  5  6  7  8
 1  2  3  9  4  4  4  5  5  6  7  8
 1  2  9  9 10 10  6  6  6  6 11 11
 2  2  9 10 10 10  6 12 12 13 13 14
 9  9  9 10 10 10 12 12 12 13 15 14
16 16 16 16 17 17 17 12 13 13 15 15
16 16 16 16 16 17 17 17 18 18 19 19
20 21 21 22 22 22 22 17 18 18 18 19
20 23 21 24 25 25 22 22 26 26 26 19
23 23 21 24 25 27 27 22 26 26 28 29
23 23 21 24 25 25 27 30 31 31 32 29
23 23 21 21 25 25 27 30 31 32 32 33
numbers:
0 2 2 . . 3 . . 0 4 2 .
. . . 5 . . . . . . . .
. . . . 5 . . . . . 1 .
. . . . . . . 2 . 3 . 1
. . . . . . . . . . 2 .
7 . . . 6 . . . . . . .
. . . . . . . . 1 . 1 .
1 0 . 3 . . . . . . . .
. 7 . 2 5 . . . 3 . . .
. . . . . 3 . . . . 0 2
. . . . . . . 1 0 . 2 .
. . . . . . . . . . . 0
