# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Suguru.jsonl.bz2, janko.at/Raetsel/Suguru/169.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
suguru 10x10
rooms:
 1  2  2  2  3  4  4  4  5  5
 1  1  1  2  4  4  6  4  5  5
 7  7  1  2  8  8  6  9  5  5
 7 10 10  2  8  8  6  9  9  9
 7 10 10  2  8  8 11 11  9  9
 7 10 10 12 12  8 11 13  9 14
 7 10 15 12 16 11 11 13 14 14
 7 15 15 12 16 11 13 13 17 17
15 15 12 12 16 11 13 18 17 17
15 16 16 16 16 13 13 17 17 17
givens:
1 . 5 2 . 5 . 1 3 6
5 . 3 . . . 3 2 . 2
2 . 2 . 5 . . 7 1 .
1 3 . 7 . . 2 . 5 2
. 5 . . . 6 . . 4 .
4 6 7 . 5 . . . . .
. 2 . 1 . 1 . 1 . 1
5 . 4 . 5 . 2 . 7 .
1 . . . . . . . 3 1
2 7 4 . 1 7 6 5 4 .
