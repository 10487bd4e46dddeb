# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Suguru.jsonl.bz2, janko.at/Raetsel/Suguru/180.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
suguru 10x10
rooms:
 1  2  2  2  2  3  3  3  4  5
 1  1  2  6  2  3  3  3  4  5
 1  1  7  7  2  3  8  8  4  4
 1  1  7  7  7  8  8  8  4  4
 9  9 10 10  7  8  8 11 11 11
 9  9 10 10 12 12 12 12 13 11
 9 14 14 10 12 13 13 13 13 11
 9 14 14 10 12 15 15 13 11 11
16 16 14 16 12 15 15 13 17 17
16 16 16 16 15 15 15 17 17 17
givens:
4 1 5 . 6 . 2 . 5 2
7 . 2 . 4 5 7 1 . 1
. 1 . 6 . . 4 5 . 3
2 3 . . 3 . 1 . 1 .
. 5 . 4 . . . 5 . 7
1 . 2 . 6 . 3 . 1 .
. . 4 5 . 4 2 5 . 6
3 . . . 7 . 1 . 1 .
. 4 . . . 6 7 3 . 4
. 2 5 7 3 . . 5 . 3
