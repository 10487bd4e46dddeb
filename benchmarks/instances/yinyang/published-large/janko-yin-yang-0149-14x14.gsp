# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Yin-Yang.jsonl.bz2, janko.at/Raetsel/Yin-Yang/149.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
# circles as givens: 1 black, 0 white
yinyang 14x14
givens:
. . . . . . . . . . . . 0 1
. 1 0 1 . 1 0 1 0 . 0 . . .
. . . . 1 . . . . . . . 1 .
. 0 . 0 . 0 . 1 . 0 0 . . .
. . . 1 . . . 0 . . . 0 0 .
. 1 . . 1 . 1 1 1 1 . 0 . .
. 0 1 . . . . . . . 1 . 0 .
. . . 0 . 1 1 1 1 1 . 1 1 .
. . 0 . . . 1 . 0 0 . 0 . .
0 . 1 . 1 . . 0 . . 0 . 0 .
. . . 1 0 . 0 . 0 . . . 0 .
. 1 1 . 0 . 0 . . . 0 . . .
. . . . . 0 . 0 0 0 0 0 0 .
1 . . . . 1 . . . . . . . .
