# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Aqre.jsonl.bz2, janko.at/Raetsel/Aqre/060.a.htm, Kabu (かぶ) (first published: https://puzz.link/p?aqre/10/10/cophmd9ah03p3j7sb40036sj02f0bh0757bo6g7g74213712h2)
# status: unique
# the published solution is in the .solution file beside this one
aqre 10x10
rooms:
 1  1  2  3  3  3  4  5  5  5
 1  1  2  3  3  3  4  5  5  5
 1  1  2  6  6  3  4  4  4  5
 4  7  7  6  6  4  4  4  8  8
 4  7  7  6  6  4  4  4  4  8
 4  4  4  4  4  4  4  4  4  8
 4  9  4 10 10 10  4  4  4  4
 4  9  4 10 10 10  4 11 11 11
 4  9 12 10 13 10  4  4  4  4
 4 12 12 14 15 15 15  4  4  4
numbers:
6 . . 7 . . . 7 . .
. . . . . . . . . .
. . . 4 . . . . . .
. 2 . . . . . . 1 .
. . . . . . . . . .
. . . . . . . . . .
. 3 . 7 . . . . . .
. . . . . . . 1 . .
. . . . . . . . . .
. 2 . . 2 . . . . .
