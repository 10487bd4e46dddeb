# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Licht-Schatten.jsonl.bz2, janko.at/Raetsel/Licht-Schatten/139.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
lightshadow 12x12
numbers:
 6  .  .  .  .  .  .  8  .  .  3  .
 .  .  .  .  .  .  .  .  2  .  .  7
 .  .  .  .  8  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  . 10  .  .
 2  . 11  .  .  2  .  .  .  .  .  3
 .  .  .  1  .  .  .  7  .  .  .  .
 .  2  .  .  .  7  .  .  .  4  .  .
 .  .  .  .  .  .  9  .  .  .  .  .
 5  .  .  .  .  5  .  8  .  .  .  7
 .  1  .  8  .  .  .  .  .  .  .  .
 .  .  7  .  .  .  .  .  .  7  .  .
 .  .  .  .  .  2  .  .  .  .  .  2
givens:
1 . . . . . . 1 . . 1 .
. . . . . . . . 1 . . 0
. . . . 0 . . . . . . .
. . . . . . . . . 1 . .
0 . 1 . . 0 . . . . . 0
. . . 0 . . . 0 . . . .
. 0 . . . 0 . . . 0 . .
. . . . . . 1 . . . . .
1 . . . . 1 . 0 . . . 1
. 1 . 1 . . . . . . . .
. . 0 . . . . . . 1 . .
. . . . . 0 . . . . . 0
