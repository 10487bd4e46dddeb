# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Wolkenkratzer.jsonl.bz2, janko.at/Raetsel/Wolkenkratzer/022.a.htm, Mikhail Khotiner (first published: http://tvpark.kiev.ua/)
# status: unique
# the published solution is in the .solution file beside this one
skyscrapers 8
grid:
. . . . . . . .
. . . . . . . .
. . . . 4 . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
top: . . 4 5 4 2 . .
bottom: 4 5 . 4 3 . . 4
left: 5 . 2 3 4 . 6 5
right: . 5 5 . 3 5 . 3
