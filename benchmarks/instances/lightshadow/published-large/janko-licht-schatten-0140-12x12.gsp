# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Licht-Schatten.jsonl.bz2, janko.at/Raetsel/Licht-Schatten/140.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
lightshadow 12x12
numbers:
 .  2  .  2  .  .  .  .  .  .  7  .
 .  . 10  .  .  4  .  .  .  .  .  .
 2  .  .  . 11  .  7  .  6  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .
 .  .  8  .  .  2  .  .  .  .  .  .
 4  .  .  .  .  .  .  1  .  8  .  .
 .  .  .  .  .  .  1  .  .  .  .  7
 .  .  .  .  .  .  .  .  .  5  .  .
 .  4  .  .  .  9  .  .  .  .  .  .
 .  .  .  9  .  .  .  . 13  .  .  3
 .  .  .  .  .  6  .  .  .  .  .  .
 4  .  .  3  .  .  .  1  .  5  .  .
givens:
. 0 . 1 . . . . . . 0 .
. . 0 . . 1 . . . . . .
0 . . . 1 . 0 . 1 . . .
. . . . . . . . . . . .
. . 1 . . 0 . . . . . .
0 . . . . . . 0 . 1 . .
. . . . . . 0 . . . . 0
. . . . . . . . . 0 . .
. 1 . . . 0 . . . . . .
. . . 1 . . . . 1 . . 0
. . . . . 0 . . . . . .
0 . . 0 . . . 1 . 0 . .
