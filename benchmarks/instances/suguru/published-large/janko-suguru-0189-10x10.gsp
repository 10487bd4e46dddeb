# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Suguru.jsonl.bz2, janko.at/Raetsel/Suguru/189.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
suguru 10x10
rooms:
 1  1  1  1  2  3  3  4  4  4
 5  1  1  1  2  2  3  4  4  4
 5  5  2  2  2  2  3  3  3  4
 6  7  7  7  8  8  9 10 10 11
 6  6  7  7  8  8  9 12 10 10
 6  6  7 13  8  8  9 12 12 10
 6 14 14 13 15 15  9  9 12 16
14 14 14 13 15 15  9  9 12 16
14 14 17 17 15 15 15 16 16 16
17 17 17 17 18 18 18 16 16 19
givens:
3 . 4 . 4 . 6 . 5 7
. 6 7 . . . . 2 . 4
3 . . 3 5 . . 3 . 3
. 4 6 . 4 . 6 . . 1
1 . . 1 6 . 4 . 5 .
. 6 5 . . 1 . 1 . .
. . . 1 4 . 2 . 4 .
2 . 5 . 7 . . 1 . .
. 7 . 4 . 5 . . 4 6
2 . 6 . 3 . . 5 . .
