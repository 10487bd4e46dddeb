# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Wolkenkratzer.jsonl.bz2, janko.at/Raetsel/Wolkenkratzer/025.a.htm, Mikhail Khotiner (first published: http://tvpark.kiev.ua/)
# status: unique
# the published solution is in the .solution file beside this one
skyscrapers 7
top: . 3 . 4 2 4 .
bottom: 3 . 3 . 4 3 4
left: . . 3 5 4 . .
right: 3 2 5 . . 5 4
