# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Wolkenkratzer.jsonl.bz2, janko.at/Raetsel/Wolkenkratzer/436.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/Wolkenkratzer/)
# status: unique
# the published solution is in the .solution file beside this one
skyscrapers 6
top: 3 . 5 4 1 2
bottom: 3 . . 2 2 2
left: . 3 1 2 4 3
right: 2 1 . 4 . 3
