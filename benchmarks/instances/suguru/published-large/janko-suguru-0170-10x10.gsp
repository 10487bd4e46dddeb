# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Suguru.jsonl.bz2, janko.at/Raetsel/Suguru/170.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
suguru 10x10
rooms:
 1  2  2  2  3  3  4  4  5  5
 1  1  2  2  3  3  4  4  6  5
 7  8  2  2  3  4  4  4  6  5
 7  8  9  9  3  3  6  6  6  5
 7  8  8  9 10 10 10  6  6  5
 7  8  8  9  9 10 10 10 11  5
 7  7  8 12 13 14 14 10 11 15
16 16 12 12 13 17 14 14 11 15
16 16 12 13 13 17 17 14 11 11
18 16 12 12 13 13 17 14 11 11
givens:
. 6 . 1 4 7 . 2 . 7
. . . . . 3 6 5 . .
1 5 . 2 1 . 4 . 6 5
4 7 1 . 6 . . 2 . 3
. . 2 3 . . 7 . 4 .
6 . 1 . . . . . . .
2 . . 3 . 5 . 5 . .
. 1 5 . 6 . . 3 7 1
5 . 6 . . 3 . . . 2
1 2 . 2 1 . 1 6 . 3
