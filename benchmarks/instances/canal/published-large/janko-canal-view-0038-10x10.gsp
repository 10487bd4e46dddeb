# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Canal-View.jsonl.bz2, janko.at/Raetsel/Canal-View/038.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
canal 10x10
numbers:
. . . 2 . . 4 . . .
. 6 . . . . . . . .
. . . . . . . 4 . .
. . . . 7 . . . . .
. . 2 . . . . . 3 .
. . 1 . . 3 . . . 2
9 . . 2 2 . . . 1 .
. . . . . . . . . .
. . . . . . . . . .
. . . 4 . . . 3 . .
