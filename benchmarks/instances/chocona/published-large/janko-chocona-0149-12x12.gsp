# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Chocona.jsonl.bz2, janko.at/Raetsel/Chocona/149.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
chocona 12x12
rooms:
 1  2  3  3  4  4  4  4  5  5  6  6
 7  8  8  9  9 10  5  5  5  5  5  5
 7 11 11  9 10 10 12 12 12 12 12  5
13 13 13 13 14 10 12 12 12 15 15 15
13 13 13 13 14 10 16 16 15 15 15 17
18 18 19 19 16 16 16 20 20 17 17 17
18 18 18 21 21 21 22 20 20 17 17 23
18 24 24 24 24 25 22 20 23 23 23 23
18 24 24 24 25 25 22 20 20 23 23 26
18 27 27 25 25 25 22 28 20 23 23 23
29 27 27 27 25 30 30 28 31 23 32 32
29 27 27 27 25 30 28 28 31 33 33 33
numbers:
0 1 1 . 4 . . . 5 . . .
1 1 . 1 . 0 . . . . . .
. 0 . . . . 6 . . . . .
4 . . . 1 . . . . 3 . .
. . . . . . 3 . . . . 4
6 . 1 . . . . 7 . . . .
. . . . . . 2 . . . . 0
. 3 . . . 5 . . . . . .
. . . . . . . . . . . 1
. 6 . . . . . 2 . . . .
2 . . . . 2 . . 1 . . .
. . . . . . . . . 3 . .
