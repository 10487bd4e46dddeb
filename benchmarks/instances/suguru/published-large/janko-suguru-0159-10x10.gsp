# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Suguru.jsonl.bz2, janko.at/Raetsel/Suguru/159.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
suguru 10x10
rooms:
 1  1  1  1  2  2  2  2  3  3
 1  1  4  1  5  5  5  2  3  3
 6  6  4  4  4  5  2  2  3  7
 8  6  9  4  4  5  5  7  7  7
 8  6  9  9  9  9  5  7  7 10
 8  6  6  9  9 11 11 11  7 10
 8 12 12 12 12 10 10 10 10 10
 8 13 12 12 12 14 14 14 15 15
 8 13 13 13 16 14 14 16 15 15
 8 13 13 13 16 16 16 16 15 15
givens:
5 2 1 . 1 . 7 3 . 2
3 6 . 7 . . 1 . 1 3
. . 3 . 6 4 . 2 4 .
. 4 . 4 . . . 1 . 6
5 . 5 . . . 6 . 5 .
. 1 . 6 4 1 . 2 . 1
4 . . . . 5 . 6 . .
. 5 3 1 . 4 . 1 4 .
2 7 4 . 5 . 5 . 5 6
3 . . 6 . 4 3 6 . 2
