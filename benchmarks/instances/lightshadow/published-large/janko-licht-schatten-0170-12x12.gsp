# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Licht-Schatten.jsonl.bz2, janko.at/Raetsel/Licht-Schatten/170.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
lightshadow 12x12
numbers:
 .  2  .  .  .  .  .  .  .  .  .  .
 .  .  .  2  . 10  .  .  .  .  .  3
 .  .  4  . 13  .  . 11  .  1  .  .
 2  .  .  .  .  . 10  .  .  .  2  .
 .  .  .  .  .  .  .  .  .  .  .  .
 .  . 11  .  .  .  .  .  4  .  .  1
 .  .  .  .  .  .  .  .  .  .  2  .
 5  .  .  3  .  9  .  . 11  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  9
 7  .  .  .  .  .  .  .  .  .  .  .
 .  .  2  .  4  .  4  .  7  .  .  .
 .  .  .  .  .  .  .  2  .  .  .  3
givens:
. 1 . . . . . . . . . .
. . . 1 . 0 . . . . . 1
. . 1 . 0 . . 0 . 1 . .
1 . . . . . 1 . . . 1 .
. . . . . . . . . . . .
. . 1 . . . . . 1 . . 1
. . . . . . . . . . 1 .
0 . . 0 . 1 . . 0 . . .
. . . . . . . . . . . 0
1 . . . . . . . . . . .
. . 0 . 0 . 0 . 1 . . .
. . . . . . . 1 . . . 1
