# origin: github.com/tkoz0/janko.at-puzzle-scraping data/View.jsonl.bz2, janko.at/Raetsel/View/040.a.htm, Thomas Rothe
# status: unique
# the published solution is in the .solution file beside this one
view 14x14
givens:
. 4 . . . 9 . . . . . . 7 .
. . 4 . . . . . . 3 . 2 . .
. . . 4 . . . . . . . . . .
3 . 3 . 7 4 . 4 . . . 4 . 4
. . . 3 . . . . 5 . . . . .
. . . . . . . . . 6 . . 3 .
3 . . . . 5 . . . 5 . . . .
. . . . . . 5 . . . . . . 4
. . 3 . 7 . . . . . . . . .
. 2 . . . 5 . . . . . . . .
. . . . . . . . . . . 4 . 1
. 6 . . . . . 6 . 5 . . 4 .
2 . . . . . . 4 . . 5 . . .
. 2 . . . 5 . . . 3 . 3 . .
