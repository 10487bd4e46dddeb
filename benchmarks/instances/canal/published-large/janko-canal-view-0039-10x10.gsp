# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Canal-View.jsonl.bz2, janko.at/Raetsel/Canal-View/039.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
canal 10x10
numbers:
. 5 . . 1 . 2 . . 9
4 . . . . . 2 . . .
. . 5 . . . . . . .
. . . . . . 1 . . .
. . . . . . 3 9 . .
. . . . . . . . 5 .
. 2 . . 1 . . . 3 .
. . . . . 7 . . . .
. . 2 1 . . 1 4 . .
. . . . 4 . . . . .
