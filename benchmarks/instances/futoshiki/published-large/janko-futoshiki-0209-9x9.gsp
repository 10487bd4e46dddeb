# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Futoshiki.jsonl.bz2, janko.at/Raetsel/Futoshiki/209.a.htm, Otto Janko (first published: https://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
futoshiki 9
grid:
.  . > .  .  . > .  .  .  .
v ^ . . v . . . .
.  .  .  .  .  .  .  4  .
. ^ . . . . v . .
4  .  . > 5  .  .  3  7  .
. v . . . . . . .
. < .  .  .  .  .  .  3 > .
. . . v . . . . .
5  3  .  .  .  .  .  . < .
. . v . ^ . . . ^
. > .  .  . < 6  .  .  .  5
^ . . v . . . . .
.  7  .  .  2  .  .  5  .
^ . . . . . . . .
.  .  .  . > .  .  .  .  .
^ . . . . . . . .
7  6  3  .  .  .  4  .  .
