# origin: github.com/tkoz0/janko.at-puzzle-scraping data/View.jsonl.bz2, janko.at/Raetsel/View/020.a.htm, Gesaku
# status: unique
# the published solution is in the .solution file beside this one
view 12x12
givens:
2 . 2 . 0 . . . 2 . 0 .
. . . . . . . . . . . .
. . . . . . . . 1 . 2 .
. 2 . 3 . 1 . . . . . .
. . . . . . . . . . . .
. . . . . . . 5 3 2 3 2
1 3 2 3 4 . . . . . . .
. . . . . . . . . . . .
. . . . . . 1 . 3 . 2 .
. 2 . 1 . . . . . . . .
. . . . . . . . . . . .
. 2 . 1 . . . 1 . 1 . 0
