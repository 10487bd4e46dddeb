# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Mochikoro.jsonl.bz2, janko.at/Raetsel/Mochikoro/280.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
mochikoro 17x17
numbers:
2 . . . . . . . . . . . 8 . . . .
. . . 6 . . . 6 . . . . . . . . 1
. 1 . . . 1 . . . . . . . . . . .
2 . . . . . . . . . . . . . . 4 .
. . . . . . . . . . . . . . . . .
. . . . 9 . 8 . . 4 . . . . . . .
. 6 . . . . . . . . . 4 . . . . 4
. . . 3 . . . . . . . . . . . . .
. . . . . . 1 . . 6 . . . . . . .
. . . . 4 . . . . . . . . . . 8 .
. 1 . . . . . . . . . . . . . . 4
. . . . . . . 9 . . 6 . . . . . .
. 2 . . . . . . . . . . . . . . .
. . 4 . . . . . . . . . . . . . .
4 . . . . . . 6 . . . . . . 9 . .
. . . 2 . . . . . 4 . 3 . . . . .
. . . . . . . . . . . . . . . . .
