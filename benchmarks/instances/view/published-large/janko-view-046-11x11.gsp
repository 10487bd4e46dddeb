# origin: github.com/tkoz0/janko.at-puzzle-scraping data/View.jsonl.bz2, janko.at/Raetsel/View/046.a.htm, Thomas Rothe
# status: unique
# the published solution is in the .solution file beside this one
view 11x11
givens:
. . . 4 . . . . . . .
. 3 . . . . . . . . .
. 4 . . . 4 . . . . 6
3 . . . 7 . . 5 . . .
. . 3 5 . . 4 . . 4 .
3 . . . . . . . . . .
. 4 . . . . . . 4 . .
. . 3 . . . 3 . . . 7
4 . . 4 . . . . . . .
. 2 . . 3 4 . 2 . . .
. . . 3 . . . 6 . . .
