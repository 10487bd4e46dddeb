# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Suguru.jsonl.bz2, janko.at/Raetsel/Suguru/149.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
suguru 10x10
rooms:
 1  1  1  1  2  3  3  4  4  4
 5  1  1  1  2  6  3  3  4  4
 5  5  5  5  2  6  6  3  7  4
 5  5  8  8  2  2  6  9  7  4
10 10  8  8  2  2  6  9  7  7
11 10  8  8  8  6  6  9 12 12
11 10 10 13 14 14 15  9 12 12
11 16 16 13 14 14 15  9 12 12
11 11 13 13 14 14 15 17 17 17
11 11 13 13 15 15 15 15 17 17
givens:
3 . 1 . . 4 2 7 . 4
. . 5 . 7 . . . 6 .
2 . 6 1 . . 7 . 4 2
. . 4 . 5 . 2 . . 5
4 . . . . . 4 . . 3
6 . 7 3 1 . . . 6 4
2 3 . 6 . . 6 . 3 .
7 . . . 3 1 . 2 1 2
. 4 . 4 6 . . . 4 .
3 . 2 5 . 3 1 2 . .
