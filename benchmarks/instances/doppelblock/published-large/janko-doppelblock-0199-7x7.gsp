# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Doppelblock.jsonl.bz2, janko.at/Raetsel/Doppelblock/199.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
doppelblock 7
top: 5 3 7 6 0 13 5
left: 10 1 0 6 0 9 3
