# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Doppelblock.jsonl.bz2, janko.at/Raetsel/Doppelblock/210.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
doppelblock 7
top: 0 15 1 5 5 3 0
left: 4 11 8 6 2 9 9
