# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Aqre.jsonl.bz2, janko.at/Raetsel/Aqre/059.a.htm, Kabu (かぶ) (first published: https://puzz.link/p?aqre/10/10/0616hjn189cbo7h4u00dca9g447k4g33st8eg010440245g)
# status: unique
# the published solution is in the .solution file beside this one
aqre 10x10
rooms:
 1  1  1  1  1  1  1  1  2  3
 1  1  1  1  1  1  2  2  2  1
 1  4  4  1  1  1  1  2  1  1
 1  1  4  1  5  5  1  2  1  1
 1  1  1  1  5  5  1  1  1  1
 1  1  6  6  6  1  1  7  1  1
 1  1  1  6  6  8  1  7  1  1
 1  1  1  1  1  8  1  7  9  9
10 10 10  1  1  1  9  9  9  1
10 11 10  1  1  1  1  1  1  1
numbers:
. . . . . . . . . 1
. . . . . . 0 . . .
. 0 . . . . . . . .
. . . . 4 . . . . .
. . . . . . . . . .
. . 4 . . . . 0 . .
. . . . . 2 . . . .
. . . . . . . . . .
5 . . . . . 4 . . .
. . . . . . . . . .
