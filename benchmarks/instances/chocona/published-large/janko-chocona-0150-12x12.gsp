# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Chocona.jsonl.bz2, janko.at/Raetsel/Chocona/150.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
chocona 12x12
rooms:
 1  1  1  2  2  3  3  3  4  5  6  7
 8  8  9  9  9  3  3  3  4  5  6  7
 8 10 10 10  9 11 11  4  4  7  7  7
 8 12 10 10  9 11 11 11 13  7  7  7
12 12 14 14 14 11 11 13 13 15 15 16
12 14 14 17 17 11 18 19 20 21 16 16
14 14 17 17 17 17 18 19 20 22 23 23
14 24 24 25 25 26 19 19 20 22 22 22
24 24 24 25 26 26 27 27 28 28 28 22
29 29 30 30 26 26 27 31 31 32 33 32
29 29 30 30 26 26 27 31 31 32 32 32
29 29 30 30 26 27 27 31 34 34 32 32
numbers:
0 . . . . 4 . . 4 2 2 5
2 . 2 . . . . . . . . .
. 2 . . . 4 . . . . . .
. 3 . . . . . . 1 . . .
. . 7 . . . . . . 0 . 1
. . . 4 . . 1 3 . 1 . .
. . . . . . . . . 0 2 .
. 2 . 1 . 5 . . . . . .
. . . . . . 4 . 1 . . .
4 . 4 . . . . 1 . 4 1 .
. . . . . . . . . . . .
. . . . . . . . 1 . . .
