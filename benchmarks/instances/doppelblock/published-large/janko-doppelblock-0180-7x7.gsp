# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Doppelblock.jsonl.bz2, janko.at/Raetsel/Doppelblock/180.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
doppelblock 7
top: 4 7 0 13 8 11 4
left: 8 0 0 12 4 1 14
