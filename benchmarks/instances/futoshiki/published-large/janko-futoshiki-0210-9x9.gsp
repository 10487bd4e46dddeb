# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Futoshiki.jsonl.bz2, janko.at/Raetsel/Futoshiki/210.a.htm, Otto Janko (first published: https://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
futoshiki 9
grid:
. > .  . > . < . < .  . < .  .
. . . . . . ^ . ^
. > .  . > .  .  .  . < .  .
. v . . v v . . .
.  .  . > .  .  . < 4 > .  .
^ . . . . . . v ^
.  .  .  .  . < .  7  2  .
. v . . . v v . .
.  .  3  .  .  .  . > . > .
. . . . . . v . .
.  . < .  .  .  . < .  .  .
. . . . . . . v .
.  . > .  . > .  .  .  .  .
. v v . . . . v .
7  .  .  .  . < . > .  .  .
. v . . v ^ . . .
. > 4  .  .  .  .  1  .  6
