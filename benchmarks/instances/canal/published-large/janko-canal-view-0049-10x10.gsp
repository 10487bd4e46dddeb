# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Canal-View.jsonl.bz2, janko.at/Raetsel/Canal-View/049.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
canal 10x10
numbers:
6 5 . . . . . . . .
. 3 . . . . . . . .
. . . 4 . 3 . . . .
. 2 . . . . . . . 2
. . . . . . 2 2 . 1
. 3 . . . . . 2 . .
. . . . 3 . . . . 3
7 . 1 . . . . . . .
. . . . . . 2 . . .
. . . . 6 3 . . . .
