# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Akari.jsonl.bz2, janko.at/Raetsel/Akari/890.a.htm, Sakuhina (first published: http://sky.ap.teacup.com/sakuhina/)
# status: unique
# the published solution is in the .solution file beside this one
lightup 27x41
grid:
. 0 B B B B B B . . . . . 0 . . . . . B 0 B B B B B . B . 1 . . . B . . . 0 . . .
. B . 1 . 1 . 0 . B B 1 B B B 1 0 1 . 1 . B . 1 . B . B . . . . . . B . . 1 . . 2
. . . . . . . . . B . . . . . . . B . . . . . . . . . B . . B 0 . . . . B . B . .
. . . B 0 . . . . B . 2 . . B 2 . 1 . . . . B B . . . B 1 0 . . . . . . B . 1 . .
. . 2 . . . . . . 1 . B B . B . . B . . . . . . 1 . . 1 . . B B . B . . . . . . .
. B . B . B 1 . B B . . . B . . . B B . B B . B . B . B . . . . . . 2 . B . . . 0
. 0 . . 2 . . . . B . . B . B B . B . . . . 1 . . 1 . B . B . . . 2 B 2 . . . 1 .
. . . B . B . . . 1 . 2 B . . 2 . B . . . B . B . . . B 1 . . . 2 . 2 . . . . . .
. . . 1 . . 0 . . 0 . . . . . . . B . . 2 . . 1 . . . B . . . . . . . 3 . B B . .
. . . . . . . B . B 0 1 B B B B B 1 . 1 . . . . . . . B . . B . B . . . . . . B 1
. 1 . 2 . 1 . . 2 . . . . 1 . . . . 1 . . B . 1 . 1 . B . . 1 . B . . . . B B . .
. . B . 2 . 1 . . B . . . . . . . 2 . . B . B . B . . B 1 . . B . . B . . . . . .
. . . . . . . . . . . . . 1 . . . . . . . . . . . . . B . . . 0 . . . B . . . 1 .
B B B B 1 B B B B B B B B B B B 1 . B B B B B . B B B B B 1 B B B B B B B 1 B B B
. 2 . . . 2 . . . B . . . B . . . . . . . . . . . . . B . . . . . . . . . . . . .
. . . . . . 2 . . 0 . . 1 B . . B . 1 . 1 . . 2 . . . . . 1 . 1 . . B . 2 . 2 . .
. . B B . . . . B . B . . 1 . 2 . B . B . . 3 . . . . 1 . . . . 1 . . B . 2 . B .
B 1 . . . . . . 1 . B . . B . . . . . . . 2 . 1 B B B B B 1 B B . 1 . . . . . . .
. . B 1 . B . . . . . . . B . . . B . . 1 . . B . . . . . . . B . . 2 . . 2 . . .
. . . . . . 0 . 2 . . . 1 B . . . B . 1 . . . B . 1 . . 1 1 . B . . . 1 . B . . .
. 2 . . . B B B . . . 2 . B . 0 . . 2 . . . . B . 1 B . B . . B . . . . 1 . . 1 .
1 . . . 1 . B . . . . . . B . B . 3 . B B . 1 B . . . B . . . B B . B 1 . 1 . B .
. . . . . . . 1 . B 2 . . B . . 2 . . . . . . B . . B . B 1 . B . . . . . . 1 . .
. . B . 0 . . . . . . 2 B B . . . B 1 . . . . B . 1 1 . . 1 . 1 . . . . 1 B . . .
. . B . 2 . . . . B B . . B . . . . . . . . . B . . . . . . . B . . . . . . . . .
0 . . B . . 2 . . . . . . B . B . 0 . B . B . 0 0 1 B B 1 B B 1 . B . B . 1 . 2 .
. . . B . . . B . . . 1 . B . B B B B B B B . . . . . 1 . . . . . B B B B B B B .
