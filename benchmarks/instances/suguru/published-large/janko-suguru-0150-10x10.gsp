# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Suguru.jsonl.bz2, janko.at/Raetsel/Suguru/150.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
suguru 10x10
rooms:
 1  1  1  2  2  3  3  3  4  4
 1  1  2  2  5  5  5  5  4  6
 2  2  2  7  5  5  5  8  4  6
 7  7  7  7  8  8  8  8  4  6
 9  7  7 10 10 10  8  8  6  6
 9  9 10 10 10 10 11 12  6 13
14 14 14 11 11 11 11 12 13 13
14 14 15 11 11 12 12 12 13 13
14 15 15 15 16 16 17 17 13 13
14 15 15 15 16 17 17 17 17 17
givens:
3 1 . 1 2 . . 3 5 1
. . 3 . 5 4 6 1 . 2
5 7 . . . . . . . .
. 2 . 1 . 1 5 6 . 4
. 5 3 4 6 . . . 3 .
. . . 5 . 1 . . . .
. 5 . 7 4 . . 3 . 6
7 . 4 . . 5 . 1 7 2
2 3 . 6 . . . 3 . .
1 . 7 . 3 . 2 . 6 4
