# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Licht-Schatten.jsonl.bz2, janko.at/Raetsel/Licht-Schatten/169.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
lightshadow 12x12
numbers:
 2  .  .  1  .  .  . 10  .  .  .  3
 .  .  3  .  2  .  5  .  .  .  .  .
 9  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  4  .  3  .  .  .  .  .
 .  .  .  .  .  4  .  .  3  .  .  6
 3  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  8  .  6  .  . 11  .  5  .
 .  4  .  .  .  .  .  .  .  .  . 14
 .  .  .  6  .  .  .  3  .  .  .  .
 .  .  .  .  .  .  .  .  .  5  .  .
 .  7  .  .  4  .  .  .  .  .  .  .
 .  .  .  9  .  .  .  .  .  4  .  .
givens:
0 . . 0 . . . 0 . . . 1
. . 0 . 0 . 1 . . . . .
1 . . . . . . . . . . .
. . . . 1 . 1 . . . . .
. . . . . 0 . . 0 . . 0
0 . . . . . . . . . . .
. . . 1 . 0 . . 1 . 0 .
. 0 . . . . . . . . . 0
. . . 0 . . . 1 . . . .
. . . . . . . . . 1 . .
. 1 . . 1 . . . . . . .
. . . 0 . . . . . 1 . .
