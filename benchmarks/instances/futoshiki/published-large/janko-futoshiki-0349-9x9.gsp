# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Futoshiki.jsonl.bz2, janko.at/Raetsel/Futoshiki/349.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
futoshiki 9
grid:
.  . > 4 < . < .  . < .  .  .
. . . . . v . v .
. > .  .  .  .  .  .  .  .
. . . ^ . . . . .
. < 6  .  .  . > .  .  .  .
. . v . . . . ^ v
.  .  .  2  . > .  .  . < .
^ ^ v . . . . v v
.  .  .  . > .  .  . < .  .
. . . . v . . . .
.  .  . > .  3 > .  .  .  .
. . . v ^ . . . .
.  .  . < .  .  .  3  . < .
. . v ^ . ^ . . .
. < .  .  . > .  . < . > . > .
. ^ . ^ . . . . .
. < 7  .  6  .  .  .  .  .
