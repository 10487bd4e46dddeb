# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Licht-Schatten.jsonl.bz2, janko.at/Raetsel/Licht-Schatten/130.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
lightshadow 12x12
numbers:
 .  8  .  .  .  .  .  .  .  4  .  .
 .  .  6  .  .  7  .  .  .  .  3  .
 .  .  .  .  .  .  .  .  1  .  .  .
 .  5  .  7  .  2  .  5  .  .  .  .
 .  .  .  .  .  .  .  .  1  . 13  .
 . 10  .  .  .  .  .  .  .  .  .  .
 .  .  2  .  .  .  .  7  . 13  .  8
 .  .  .  5  .  3  .  .  .  .  .  .
 .  .  6  .  .  .  .  3  .  .  .  .
 .  .  .  .  .  .  3  .  .  .  .  .
 .  .  .  .  .  .  .  .  3  .  .  .
 .  2  .  4  .  .  . 10  .  3  .  .
givens:
. 0 . . . . . . . 1 . .
. . 1 . . 0 . . . . 1 .
. . . . . . . . 1 . . .
. 1 . 1 . 0 . 1 . . . .
. . . . . . . . 1 . 0 .
. 0 . . . . . . . . . .
. . 1 . . . . 0 . 1 . 0
. . . 0 . 1 . . . . . .
. . 1 . . . . 0 . . . .
. . . . . . 1 . . . . .
. . . . . . . . 1 . . .
. 1 . 1 . . . 0 . 1 . .
