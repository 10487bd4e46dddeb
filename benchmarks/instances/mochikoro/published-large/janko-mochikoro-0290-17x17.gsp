# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Mochikoro.jsonl.bz2, janko.at/Raetsel/Mochikoro/290.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
mochikoro 17x17
numbers:
. 1 . 4 . . . . . . . . 2 . . . .
2 . . . . . . . 8 . . . . . . . .
. . . . . . . . . . . . . . . 3 .
. . . . . . . . . . . 9 . . . . .
. . . . . 4 . . 4 . . . . . 3 . 2
2 . . . . . . . . . . . . . . . .
. . . . . . . . 3 . . . . . . 2 .
. . . . . 1 . . . . 4 . . . . . .
4 . 8 . . . 4 . . . . . . . . . .
. . . . . . . . . . 1 . 8 . . . .
. . . . 4 . . . 3 . . . . . . 6 .
. . . . . . . . . . 1 . . . . . .
. 3 . . . . . . . . . . . . . . .
. . . . 4 . . . 4 . . . 4 . . . 6
. . . . . . . . . . . . . . . . .
2 . . . . . . . . . 8 . . 4 . . .
. . 8 . . . . . . . . . 1 . . . .
