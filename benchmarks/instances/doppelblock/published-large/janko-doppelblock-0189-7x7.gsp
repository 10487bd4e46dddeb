# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Doppelblock.jsonl.bz2, janko.at/Raetsel/Doppelblock/189.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
doppelblock 7
top: 13 11 9 5 6 11 0
left: 0 8 3 1 4 1 0
