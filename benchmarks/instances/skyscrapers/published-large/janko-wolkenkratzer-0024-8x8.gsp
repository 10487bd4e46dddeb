# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Wolkenkratzer.jsonl.bz2, janko.at/Raetsel/Wolkenkratzer/024.a.htm, Mikhail Khotiner (first published: http://tvpark.kiev.ua/)
# status: unique
# the published solution is in the .solution file beside this one
skyscrapers 8
grid:
. . . . . . . .
. . . . . . . .
. . 4 . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
top: 4 3 4 5 3 . 2 .
bottom: . . 3 3 5 5 4 5
left: 5 2 5 5 3 4 2 .
right: . 2 2 4 4 3 4 5
