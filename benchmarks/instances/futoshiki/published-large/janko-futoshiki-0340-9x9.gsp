# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Futoshiki.jsonl.bz2, janko.at/Raetsel/Futoshiki/340.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
futoshiki 9
grid:
3  .  . < . < .  .  .  .  .
. . . . ^ ^ . ^ ^
7  .  .  4  .  . < .  .  .
v v . . . . . . .
.  . < . < .  . < .  .  3  .
. . . . . . . ^ .
.  .  . < .  .  .  .  . < .
. . . . . . . . .
9  .  6  .  .  . > .  . < .
. . . . . . . . v
.  .  . < .  . < . < 7 < .  .
. . . . . . . . v
.  . > .  . > .  .  . < . < .
. . . . . . . . .
. > .  .  7  . < .  .  .  .
. . . ^ . ^ v v .
.  . < .  .  6  .  .  .  1
