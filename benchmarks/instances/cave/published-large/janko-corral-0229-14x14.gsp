# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Corral.jsonl.bz2, janko.at/Raetsel/Corral/229.a.htm, Otto Janko (first published: https://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
cave 14x14
numbers:
 4  .  .  .  .  .  2  .  6  .  .  .  .  .
 .  .  6  7  .  9  .  .  .  .  .  .  6  6
 .  .  .  .  8  .  3  .  .  5  .  .  .  .
 .  .  .  7  .  .  .  . 11  .  .  .  .  6
 .  .  .  .  .  .  .  3  .  .  .  .  .  .
 5  .  .  . 12  .  .  .  .  .  .  5  .  3
 .  .  .  6  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  . 14  .  .  5  .  3
 6  .  .  7  5  .  4  .  .  .  .  .  .  .
 .  7  .  .  .  .  .  .  . 14  .  6  6  .
 2  .  .  .  .  .  .  5  .  .  .  .  .  .
 .  .  7  .  .  .  .  .  .  . 11  .  .  .
 5  .  .  .  .  4  .  .  .  .  .  .  6  .
 2  .  .  .  .  .  2  .  .  .  7  .  .  2
