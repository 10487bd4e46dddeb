# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Aqre.jsonl.bz2, janko.at/Raetsel/Aqre/010.a.htm, madmahogany (first published: https://puzz.link/p?aqre/11/11/g10f1h0f011v017v03vv44fvgag580k1a0l1agl1agnrg4g004000000000000004)
# status: unique
# the published solution is in the .solution file beside this one
aqre 11x11
rooms:
 1  2  2  2  2  2  2  2  2  2  3
 1  1  1  1  1  1  1  4  1  5  6
 1  1  1  1  1  7  1  1  1  1  6
 1  1  1  1  1  1  1  8  1  9  6
 1  1  1  1  1  1  1  1  1  1  6
 1  1  1  1  1 10  1 11  1 12  6
 1  1  1  1  1  1  1  1  1  1  6
 1  1  1 13  1 14  1 15  1 16  6
 1  1  1  1  1  1  1  1  1 16  6
 1 17  1 18  1 19  1 20  1 16  6
 1  1  1 21 21 21 21 21  1  1  1
numbers:
. 4 . . . . . . . . .
. . . . . . . 0 . 0 4
. . . . . 0 . . . . .
. . . . . . . 0 . 0 .
. . . . . . . . . . .
. . . . . 0 . 0 . 0 .
. . . . . . . . . . .
. . . 0 . 0 . 0 . 0 .
. . . . . . . . . . .
. 0 . 0 . 0 . 0 . . .
. . . 4 . . . . . . .
