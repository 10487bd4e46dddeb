# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Aqre.jsonl.bz2, janko.at/Raetsel/Aqre/057.a.htm, lilva (first published: https://puzz.link/p?aqre/10/10/mi500g19cip04a008kc11j00eb00u9hh1ggog04146210012)
# status: unique
# the published solution is in the .solution file beside this one
aqre 10x10
rooms:
 1  2  2  1  3  3  1  1  1  4
 1  1  1  1  3  3  1  1  1  1
 1  1  1  1  1  1  1  1  5  5
 1  1  1  1  1  1  1  1  5  5
 1  6  6  6  1  1  7  1  1  1
 1  6  6  6  1  1  7  1  1  1
 8  1  1  1  1  1  1  1  1  9
 1  1  1  1 10 10  1  1  1  1
 1  1  1  1  1  1  1  1  1  1
11  1  1  1  1 12 12  1  1  1
numbers:
. 0 . . 4 . . . . 1
. . . . . . . . . .
. . . . . . . . 4 .
. . . . . . . . . .
. 6 . . . . 2 . . .
. . . . . . . . . .
1 . . . . . . . . 0
. . . . 0 . . . . .
. . . . . . . . . .
1 . . . . 2 . . . .
