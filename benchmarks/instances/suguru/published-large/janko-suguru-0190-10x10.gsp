# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Suguru.jsonl.bz2, janko.at/Raetsel/Suguru/190.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
suguru 10x10
rooms:
 1  1  2  2  2  2  3  3  3  3
 1  2  2  4  4  2  3  4  5  3
 6  7  7  8  4  4  4  4  5  3
 6  7  7  7  7  9  9  9  5  5
 6  6  6  6 10 10 10  9 11  5
12 12 12 12 13 13 10  9 11 11
12 12 14 14 14 13 13  9  9 11
15 16 14 14 14 14 13 13 13 11
15 16 16 16 16 16 17 17 17 11
15 15 15 15 15 16 17 17 17 17
givens:
3 2 . 1 . . 2 . 1 6
1 . . 5 . 7 . . . 4
3 . . . 6 . 2 . 2 .
2 . 2 . 4 . 4 . . 3
. . . . . 2 . 7 . 4
3 . 4 . . . 4 2 . .
5 6 3 1 . . 3 . . .
. . 4 . 5 . 1 . . 3
. 5 . 7 . 2 . . 6 .
7 . 2 . 3 . 1 7 3 2
