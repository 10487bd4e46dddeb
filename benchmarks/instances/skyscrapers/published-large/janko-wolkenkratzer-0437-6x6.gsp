# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Wolkenkratzer.jsonl.bz2, janko.at/Raetsel/Wolkenkratzer/437.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/Wolkenkratzer/)
# status: unique
# the published solution is in the .solution file beside this one
skyscrapers 6
top: . 2 2 . 1 2
bottom: 2 . 1 . 6 4
left: 3 3 . 2 1 2
right: 2 3 1 2 3 .
