# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Wolkenkratzer.jsonl.bz2, janko.at/Raetsel/Wolkenkratzer/004.a.htm, Tim Peeters (first published: http://www.home.zonnet.nl/kostunix/)
# status: unique
# the published solution is in the .solution file beside this one
skyscrapers 7
top: 4 3 1 3 3 3 2
bottom: 2 2 3 5 3 1 4
left: 2 3 2 2 5 1 3
right: 2 1 3 6 3 3 2
