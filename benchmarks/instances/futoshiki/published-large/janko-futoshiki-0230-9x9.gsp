# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Futoshiki.jsonl.bz2, janko.at/Raetsel/Futoshiki/230.a.htm, Otto Janko (first published: https://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
futoshiki 9
grid:
.  .  2 < .  6  .  .  . < .
v . . . . ^ . . .
.  .  .  4  2  5  .  .  3
. . . . . . . . v
5  7  .  .  .  .  . > .  .
. . . ^ . . . . .
.  .  .  .  .  6  5 > .  .
. . ^ . . . . . .
.  . > .  .  1  . > . > .  .
. . v ^ . . . v .
.  .  .  .  .  .  . < .  .
. . v . . . . ^ .
. > . < .  6  .  .  4  .  9
. . . . . ^ . . .
.  9  .  5  .  .  7 < .  .
. . ^ . . . . v .
1  . > .  .  . > .  .  .  .
