# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Licht-Schatten.jsonl.bz2, janko.at/Raetsel/Licht-Schatten/138.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
lightshadow 12x12
numbers:
 .  .  .  .  .  1  .  .  .  .  .  .
 .  .  .  .  3  .  .  .  5  .  .  .
 . 10  .  .  .  .  8  .  .  .  .  .
 .  .  .  .  .  .  .  8  .  .  9  .
 .  2  .  2  .  3  .  .  .  .  .  2
14  .  .  .  .  .  .  .  .  5  .  .
 .  .  .  3  .  .  .  .  .  .  .  .
 .  6  .  .  .  .  3  .  .  8  .  .
 .  .  .  6  .  .  .  .  2  .  .  .
 6  .  .  .  .  7  .  .  .  .  8  .
 .  .  3  .  .  .  .  .  .  .  .  .
 2  .  .  3  .  .  3  . 12  .  .  .
givens:
. . . . . 1 . . . . . .
. . . . 0 . . . 0 . . .
. 1 . . . . 1 . . . . .
. . . . . . . 0 . . 1 .
. 1 . 1 . 1 . . . . . 0
0 . . . . . . . . 1 . .
. . . 1 . . . . . . . .
. 0 . . . . 0 . . 1 . .
. . . 1 . . . . 0 . . .
0 . . . . 1 . . . . 0 .
. . 1 . . . . . . . . .
1 . . 0 . . 0 . 1 . . .
