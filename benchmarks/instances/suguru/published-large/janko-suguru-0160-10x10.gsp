# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Suguru.jsonl.bz2, janko.at/Raetsel/Suguru/160.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
suguru 10x10
rooms:
 1  2  2  2  2  2  2  3  4  4
 1  2  3  3  3  3  3  3  4  5
 1  1  6  6  7  7  7  7  4  5
 1  1  6  6  6  7  7  7  4  5
 8  8  6  6  9  9  9  9  5  5
 8  8  8  8  8  9  9 10  5  5
11 12 12 12 12 13 13 14 14 14
12 12 15 15 15 13 13 14 14 16
15 15 15 17 17 17 13 13 13 16
15 18 18 17 17 17 17 16 16 16
givens:
6 2 5 3 . 7 . 7 2 .
5 4 . 2 1 . 3 . . 1
3 . 3 . 5 . 2 . . 7
. 4 2 6 . . . 4 . 4
1 5 . . 1 4 . 2 6 2
7 . 6 . 3 . 3 . 3 .
. 4 . . . 5 2 . . .
. . . 7 2 . . 5 . 5
. . 4 . 4 7 . . 6 .
5 . . . 6 . 5 . 3 2
