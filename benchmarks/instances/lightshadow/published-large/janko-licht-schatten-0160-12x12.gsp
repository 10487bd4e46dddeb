# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Licht-Schatten.jsonl.bz2, janko.at/Raetsel/Licht-Schatten/160.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
lightshadow 12x12
numbers:
 1  .  .  .  3  .  .  .  .  .  8  .
 .  3  .  .  .  8  .  .  .  .  .  5
 .  .  .  .  .  .  6  .  .  .  .  .
 3  . 13  .  5  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  4  .  5  .
 .  .  .  8  .  .  .  7  .  3  .  .
 .  .  2  .  .  .  .  .  .  .  .  .
 .  .  .  .  6  .  .  .  1  .  .  8
 2  .  .  7  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  4  .
 .  5  .  .  3  .  .  .  .  .  . 12
 .  .  .  6  .  .  .  6  .  .  .  .
givens:
0 . . . 0 . . . . . 1 .
. 0 . . . 1 . . . . . 0
. . . . . . 0 . . . . .
0 . 1 . 1 . . . . . . .
. . . . . . . . 0 . 1 .
. . . 0 . . . 0 . 1 . .
. . 0 . . . . . . . . .
. . . . 1 . . . 1 . . 0
0 . . 0 . . . . . . . .
. . . . . . . . . . 1 .
. 0 . . 1 . . . . . . 0
. . . 1 . . . 1 . . . .
