# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Aqre.jsonl.bz2, janko.at/Raetsel/Aqre/050.a.htm, Niyoroppyi (にょろっぴぃ) (first published: https://puzz.link/p?aqre/10/10/i184em22g0dm1j3dhe21dd9bb73494d80q56g00000000000000)
# status: unique
# the published solution is in the .solution file beside this one
aqre 10x10
rooms:
 1  2  2  2  1  1  1  1  1  1
 1  2  2  1  1  1  1  1  1  3
 1  1  1  1  4  1  5  5  1  1
 1  6  1  1  1  1  1  5  5  5
 1  1  1  7  7  1  1  1  1  1
 1  1  1  1  1  1  1  8  1  1
 1  9  1  1 10  1  1  1  1  1
 1  1 11  1  1  1 12  1  1  1
 1  1 11  1  1 13  1  1 14  1
 1  1  1  1 13 13  1 15  1  1
numbers:
. 0 . . . . . . . .
. . . . . . . . . 0
. . . . 0 . 0 . . .
. 0 . . . . . . . .
. . . 0 . . . . . .
. . . . . . . 0 . .
. 0 . . 0 . . . . .
. . 0 . . . 0 . . .
. . . . . . . . 0 .
. . . . 0 . . 0 . .
