# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Futoshiki.jsonl.bz2, janko.at/Raetsel/Futoshiki/250.a.htm, Otto Janko (first published: https://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
futoshiki 9
grid:
2 < .  . > 6 < .  . > .  .  .
. . . . . . . v .
.  .  6  .  .  .  .  8  9
. . . . . . . . .
.  .  3  8  . < . > . > .  2
. . ^ . . . . v v
.  .  . < .  .  .  .  .  .
^ ^ . ^ . . . . .
.  .  .  .  4  .  7  .  .
. ^ ^ . . . . . .
4  .  .  .  .  3  . < .  .
^ . . v . ^ . ^ .
.  .  5  . < .  .  .  . > .
. . . . . . . . .
.  .  .  .  . < .  .  .  .
v . . . . . . . .
5  4 < .  1  6  9  .  .  .
