# origin: github.com/tkoz0/janko.at-puzzle-scraping data/View.jsonl.bz2, janko.at/Raetsel/View/039.a.htm, Thomas Rothe
# status: unique
# the published solution is in the .solution file beside this one
view 12x12
givens:
. . . . . 6 . . . . 2 .
4 . . . 5 . . . . 3 . .
. . 4 . . . 6 . . . 2 .
. . . . . 5 . . . 4 . 5
. . . . 5 . . . . . . .
. . . . . . . 5 3 . 3 .
2 . . 5 . 5 . . 5 . . .
. 5 . . . . 8 . . 4 . .
. . . . 4 . 3 . . . . 5
. . . . . . . . 4 . 3 .
. . 1 . . . . 5 . 4 . 2
. 2 . . . . . . . . . .
