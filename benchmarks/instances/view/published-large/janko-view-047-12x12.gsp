# origin: github.com/tkoz0/janko.at-puzzle-scraping data/View.jsonl.bz2, janko.at/Raetsel/View/047.a.htm, Thomas Rothe
# status: unique
# the published solution is in the .solution file beside this one
view 12x12
givens:
. . . 3 4 . . . . . . .
3 . . . . . . . 1 . . 2
0 . . 1 . . . . . 0 . .
. . . . . 0 . . . . . .
. . . 1 . . . . 1 . . 0
0 . 0 . . 4 . . . . . .
. . 4 . . . . . . . . 2
. . . . . 0 . 1 0 . . .
. . . . . . . . . . . .
. 4 2 . 1 . . . 0 . 1 .
4 3 . . . . . . . . 2 3
. . . . 0 1 . . 1 . . .
