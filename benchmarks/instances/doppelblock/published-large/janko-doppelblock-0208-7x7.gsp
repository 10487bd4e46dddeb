# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Doppelblock.jsonl.bz2, janko.at/Raetsel/Doppelblock/208.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
doppelblock 7
top: 13 8 0 4 0 5 3
left: 3 13 0 3 11 7 4
