# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Futoshiki.jsonl.bz2, janko.at/Raetsel/Futoshiki/350.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
futoshiki 9
grid:
.  .  . > . < .  . > . < . < 6
v . . . . . . . .
. < .  .  . > .  . > .  . > 4
v . . . v . . . ^
.  .  .  .  .  . < .  . > .
^ ^ . . ^ . . ^ .
.  .  . < .  .  .  .  7 < .
. v . ^ ^ v v . .
.  .  .  5 > .  . > .  . < 8
. . . . . . . . .
5  8  . < .  .  .  .  .  .
v v v . . . . . .
.  .  .  .  .  .  . > .  .
. . . . v ^ . v ^
. > 2  .  . < .  . < .  .  .
^ . . . . . . v .
.  . < .  .  . < .  .  . < .
