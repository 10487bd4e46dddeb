# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Mochikoro.jsonl.bz2, janko.at/Raetsel/Mochikoro/270.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
mochikoro 17x17
numbers:
. 4 . . . . . 6 . . . . . . . 2 .
. . . . . . . . . . . . . 4 . . .
1 . . . . 4 . . . . . . . . . . .
. 3 . . . . . . . . 3 . . . . . .
. . . . 1 . . 6 . . . . . . . . .
. . . . . . . . . 2 . 1 . . . 8 .
. . 4 . . . . 1 . . . . 3 . . . .
4 . . . 9 . . . . . 6 . . . . . .
. . 4 . . . . . 4 . . . . 6 . . .
. . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . .
. . . . . . 9 . . 6 . . . . . . .
4 . 2 . . . . . . . . . . . . . 3
. . . . . . . . . . . . . . . . .
. 3 . . . . . . 3 . . . 1 . . . .
2 . . . 1 . . . . . . . . . . . .
. . 2 . . . . 4 . . 6 . . . 4 . 3
