# origin: github.com/tkoz0/janko.at-puzzle-scraping data/View.jsonl.bz2, janko.at/Raetsel/View/050.a.htm, Thomas Rothe
# status: unique
# the published solution is in the .solution file beside this one
view 16x16
givens:
. . 2 . . . . . . . . . 4 . . .
. . . . . . . . . 4 . . . . . .
. . . . . . . . . . . . . . . 3
. 2 . 4 . . . . 3 . 6 . . . . .
2 . 6 . 3 . . 3 . 6 . . . . 4 .
. 5 . . . . 5 . 4 . . . 4 5 . .
. . . 3 . 4 . . . . . 5 . . . 6
. . . . . . . . 3 . 6 . . . 4 .
. . . 4 . . . . . 6 . . 5 . . .
4 . 5 . 4 . . . . . . 4 . 5 . 7
. . . . . 6 . . . . 4 . 4 . . .
. 2 . . . . . 5 . 3 . . . . 3 .
. . . . 4 . . . . . . . . 4 . .
5 . 4 . . . . 4 . . 5 . . . 6 .
. 3 . 5 . 3 . . 2 . . 3 . . . .
. . . . . 7 . . 3 . . . . 4 . .
