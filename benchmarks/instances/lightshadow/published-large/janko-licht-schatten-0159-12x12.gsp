# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Licht-Schatten.jsonl.bz2, janko.at/Raetsel/Licht-Schatten/159.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
lightshadow 12x12
numbers:
 .  8  .  4  .  .  3  .  .  .  .  .
 .  .  .  .  .  .  .  .  2  .  .  8
 .  .  .  5  .  3  .  .  .  7  .  .
 .  .  .  .  .  .  .  .  .  .  .  .
 3  .  . 14  .  .  .  .  .  .  6  .
 .  .  .  .  .  .  . 11  .  .  .  .
 1  .  5  .  .  .  .  .  .  4  .  .
 .  .  .  .  .  .  4  .  .  .  6  .
 .  4  .  3  .  .  .  . 14  .  .  .
 .  .  .  .  2  .  .  .  .  .  .  .
 .  6  .  .  .  .  .  .  .  3  .  .
 .  .  .  8  .  .  5  .  2  .  .  3
givens:
. 1 . 0 . . 1 . . . . .
. . . . . . . . 1 . . 0
. . . 0 . 1 . . . 1 . .
. . . . . . . . . . . .
0 . . 1 . . . . . . 1 .
. . . . . . . 0 . . . .
1 . 0 . . . . . . 0 . .
. . . . . . 0 . . . 0 .
. 1 . 1 . . . . 1 . . .
. . . . 0 . . . . . . .
. 0 . . . . . . . 1 . .
. . . 1 . . 0 . 1 . . 0
