# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Wolkenkratzer.jsonl.bz2, janko.at/Raetsel/Wolkenkratzer/428.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/Wolkenkratzer/)
# status: unique
# the published solution is in the .solution file beside this one
skyscrapers 6
top: 3 3 2 5 1 4
bottom: . 3 2 1 2 .
left: . 2 2 . 4 .
right: . 2 2 3 1 3
