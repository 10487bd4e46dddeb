# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Corral.jsonl.bz2, janko.at/Raetsel/Corral/219.a.htm, Otto Janko (first published: https://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
cave 14x14
numbers:
 .  .  .  .  .  8  .  4  .  .  2  .  .  2
 .  .  .  .  .  .  8  .  .  8  .  .  4  .
 5  .  .  .  .  .  9  .  .  .  .  .  .  .
 5  .  4  .  .  .  .  .  .  .  .  .  6  .
 .  .  .  .  .  2  .  2  8  .  .  6  .  .
 .  6  .  .  .  .  .  .  .  .  5  .  .  6
 7  .  .  .  .  .  .  . 14  .  .  .  .  .
 .  4  .  .  .  .  3  .  .  .  .  .  .  .
 .  .  7  . 11  .  .  .  4  .  .  .  .  .
 .  .  .  .  . 10  .  .  .  2  .  .  3  .
 .  .  .  8  .  .  .  .  .  .  .  .  .  .
 .  4  .  .  .  .  .  5  .  .  .  .  4  .
 .  .  6  .  .  .  .  4  .  .  3  .  .  3
 8  .  6  .  .  .  6  .  .  6  .  .  .  .
