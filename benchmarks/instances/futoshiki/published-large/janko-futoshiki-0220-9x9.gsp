# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Futoshiki.jsonl.bz2, janko.at/Raetsel/Futoshiki/220.a.htm, Otto Janko (first published: https://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
futoshiki 9
grid:
.  . < 8  . < .  .  . > .  .
. . . . ^ . . v .
.  2  .  8 > .  .  .  . < .
. . . . . . . . .
8  .  .  .  .  .  1  .  2
. . . ^ . . . . .
6  3 > .  .  .  .  .  .  .
. . . v . v . . .
. < 4  .  .  .  .  .  .  .
. . . . . . v . ^
. < .  2  . < .  .  4  .  .
. . . . . . . . .
.  .  .  . > .  .  .  8  6
. . . . . ^ v . .
. > . < .  1  2  .  . > 5  .
. . ^ . . v . . .
3  .  .  .  . < .  .  .  4
