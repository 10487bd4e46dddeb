# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Suguru.jsonl.bz2, janko.at/Raetsel/Suguru/179.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
suguru 10x10
rooms:
 1  1  2  2  2  3  3  4  4  4
 1  1  5  5  5  5  3  4  4  4
 1  6  6  5  5  5  3  7  7  4
 1  6  6  6  8  8  3  7  7  7
 9 10 10 10 10  8  3  7 11 11
 9 10 12 12 10  8  8  7 11 11
13 14 14 12 10 15 15 15 16 11
13 14 14 12 12 15 15 15 16 11
13 14 14 14 17 17 17 15 16 11
13 13 13 18 18 18 17 17 16 16
givens:
6 1 . 3 . 4 5 . 5 6
. . 6 . 7 . . . 4 .
4 1 . 2 . . . 3 . 3
. . . 5 . . 1 6 . 4
. 5 3 . 4 . 3 7 1 6
. . . 5 7 1 . . . 5
. 1 . . . . . 1 4 .
4 2 . 1 . 7 4 . 2 7
. 5 . . . 1 . . . .
1 . 6 . 3 . 3 2 1 3
