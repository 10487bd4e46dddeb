# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Licht-Schatten.jsonl.bz2, janko.at/Raetsel/Licht-Schatten/149.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
lightshadow 12x12
numbers:
 .  2  .  2  .  6  .  .  .  3  .  1
 .  .  .  .  .  .  .  .  .  .  6  .
 9  .  3  .  .  .  .  7  .  .  .  3
 .  .  .  .  .  5  .  .  3  .  .  .
 .  3  .  8  .  .  .  .  .  . 13  .
 .  .  .  .  .  .  6  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  1  .  .
 .  . 13  .  .  .  6  .  .  .  .  4
 6  .  .  3  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  8  .  .  .  .  .
 2  .  .  . 10  .  .  .  .  .  .  .
 .  .  2  .  .  .  .  .  .  .  .  9
givens:
. 1 . 0 . 1 . . . 0 . 1
. . . . . . . . . . 1 .
0 . 1 . . . . 0 . . . 0
. . . . . 0 . . 1 . . .
. 1 . 0 . . . . . . 0 .
. . . . . . 1 . . . . .
. . . . . . . . . 1 . .
. . 1 . . . 1 . . . . 1
0 . . 0 . . . . . . . .
. . . . . . 1 . . . . .
0 . . . 0 . . . . . . .
. . 0 . . . . . . . . 0
