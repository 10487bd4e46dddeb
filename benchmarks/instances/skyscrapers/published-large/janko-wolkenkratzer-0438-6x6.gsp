# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Wolkenkratzer.jsonl.bz2, janko.at/Raetsel/Wolkenkratzer/438.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/Wolkenkratzer/)
# status: unique
# the published solution is in the .solution file beside this one
skyscrapers 6
top: 1 4 4 . 2 3
bottom: 3 . 1 2 . 3
left: . 5 4 2 4 3
right: . 2 1 3 2 .
