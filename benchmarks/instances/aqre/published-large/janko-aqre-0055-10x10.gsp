# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Aqre.jsonl.bz2, janko.at/Raetsel/Aqre/055.a.htm, xevs (first published: https://puzz.link/p?aqre/10/10/01bamha6kd8ah022g5fc00fso03oo0ro06o0g1111111111)
# status: unique
# the published solution is in the .solution file beside this one
aqre 10x10
rooms:
 1  1  1  1  1  1  1  1  1  1
 1  2  2  3  3  1  4  4  1  1
 1  2  2  3  3  1  4  4  1  1
 1  1  1  5  5  6  6  1  1  1
 7  7  1  5  5  6  6  1  1  1
 7  7  1  8  8  9  9  1  1  1
 1  1  1  8  8  9  9  1  1  1
10 10  1  1  1  1  1  1  1  1
10 10  1  1  1  1  1 11 11  1
 1  1  1  1  1  1  1 11 11  1
numbers:
. . . . . . . . . .
. 1 . 1 . . 1 . . .
. . . . . . . . . .
. . . 1 . 1 . . . .
1 . . . . . . . . .
. . . 1 . 1 . . . .
. . . . . . . . . .
1 . . . . . . . . .
. . . . . . . 1 . .
. . . . . . . . . .
