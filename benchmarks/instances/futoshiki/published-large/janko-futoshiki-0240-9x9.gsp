# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Futoshiki.jsonl.bz2, janko.at/Raetsel/Futoshiki/240.a.htm, Otto Janko (first published: https://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
futoshiki 9
grid:
.  .  .  8  .  . < .  .  2
. ^ . . . . . ^ .
.  2  .  . < .  .  .  .  7
^ . . v . . v . .
4  .  .  2 < .  . < . > .  .
v . ^ . . . . . ^
.  .  6  .  .  .  .  . > .
. . . ^ . . . . .
.  .  .  .  .  .  6  .  .
v v . . . . . . .
8  .  .  7  5 > .  2  .  .
. . . . . . . . .
.  .  3  . > . > .  .  .  .
. v . . ^ v v . .
.  .  1  .  .  2  . < .  8
v . . v . . . . .
. < .  7  .  .  .  .  . > 4
