# origin: github.com/tkoz0/janko.at-puzzle-scraping data/View.jsonl.bz2, janko.at/Raetsel/View/048.a.htm, Thomas Rothe
# status: unique
# the published solution is in the .solution file beside this one
view 13x13
givens:
. . . 3 . 4 . . 5 . 2 . .
. . . 4 . . . 5 . . . . .
3 . . . 3 . . . . . 3 . 5
. 2 . . . . 5 . . 4 . . .
. . . . 3 . . . . . . . .
. . . . . 4 . . 4 . 4 . .
. . 5 . . . . . . 5 . . .
. . . . . . . 6 . . . 4 .
4 . . 3 . . 3 . 3 . 5 . 5
. 3 . . . . . . . 5 . . .
. . 5 . . 4 . . 4 . . 3 .
. 3 . . . . 4 3 . . . . .
. . . 3 . . . . 5 . . 3 .
