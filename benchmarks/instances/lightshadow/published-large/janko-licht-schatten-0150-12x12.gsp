# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Licht-Schatten.jsonl.bz2, janko.at/Raetsel/Licht-Schatten/150.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
lightshadow 12x12
numbers:
 .  .  .  9  .  .  .  .  .  .  .  .
 .  .  .  .  .  8  .  .  .  3  .  .
 .  .  3  .  .  .  .  .  .  .  .  8
 .  .  .  2  .  .  .  .  .  8  .  .
 .  .  .  .  .  .  4  .  8  .  .  .
 5  . 14  .  2  .  .  .  .  3  .  .
 .  .  .  1  .  .  .  .  .  .  .  .
 9  .  4  .  .  .  .  .  .  .  .  6
 .  .  .  . 12  .  . 12  .  .  .  .
 .  .  .  .  .  .  .  .  .  5  .  .
 .  .  .  4  .  3  .  .  .  .  .  2
 3  .  1  .  .  .  .  .  1  .  4  .
givens:
. . . 1 . . . . . . . .
. . . . . 0 . . . 0 . .
. . 1 . . . . . . . . 1
. . . 1 . . . . . 0 . .
. . . . . . 1 . 1 . . .
1 . 0 . 1 . . . . 0 . .
. . . 1 . . . . . . . .
0 . 1 . . . . . . . . 1
. . . . 1 . . 0 . . . .
. . . . . . . . . 1 . .
. . . 1 . 0 . . . . . 1
1 . 0 . . . . . 0 . 0 .
