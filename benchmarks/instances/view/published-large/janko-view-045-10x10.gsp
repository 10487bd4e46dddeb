# origin: github.com/tkoz0/janko.at-puzzle-scraping data/View.jsonl.bz2, janko.at/Raetsel/View/045.a.htm, Thomas Rothe
# status: unique
# the published solution is in the .solution file beside this one
view 10x10
givens:
. . 1 . . . . . . .
. 1 . . . . 4 . 2 5
. . . . . . . . . .
. 1 . . 2 . 1 . 3 .
. . . . . . . 3 1 .
. . . . . . . . . .
4 1 . . . 5 . . . .
. . 3 . . . . . 5 .
. . 1 . 3 . . . . .
. . . . 2 0 . . . .
