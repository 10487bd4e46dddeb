# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Wolkenkratzer.jsonl.bz2, janko.at/Raetsel/Wolkenkratzer/021.a.htm, Mikhail Khotiner (first published: http://tvpark.kiev.ua/)
# status: unique
# the published solution is in the .solution file beside this one
skyscrapers 7
top: 2 1 5 2 3 3 2
bottom: 4 5 3 4 2 1 3
left: 2 5 1 4 2 5 6
right: 3 1 4 4 4 2 2
