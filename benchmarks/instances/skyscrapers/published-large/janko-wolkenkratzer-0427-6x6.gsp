# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Wolkenkratzer.jsonl.bz2, janko.at/Raetsel/Wolkenkratzer/427.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/Wolkenkratzer/)
# status: unique
# the published solution is in the .solution file beside this one
skyscrapers 6
top: 2 5 5 1 4 3
bottom: 3 . 2 . 3 .
left: 2 1 4 3 2 2
right: 2 . . 2 3 .
