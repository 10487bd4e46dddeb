# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Corral.jsonl.bz2, janko.at/Raetsel/Corral/220.a.htm, Otto Janko (first published: https://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
cave 14x14
numbers:
 .  .  .  6  .  .  .  .  .  .  . 10  .  .
 .  6  .  .  2  .  .  .  .  .  8  .  .  .
 3  .  7  .  .  .  .  .  .  .  7  .  7  .
 .  .  .  3  .  .  4  3  .  .  .  .  .  .
 3  .  7  .  .  4  .  .  .  .  .  .  .  5
 .  .  .  .  .  .  .  .  . 11  .  .  .  3
 .  7  .  . 13  .  .  3  .  .  .  4  3  .
 4  .  .  4  .  5  .  .  .  .  4  .  .  .
 .  4  .  .  .  .  .  4  . 11  .  .  .  2
 .  .  .  .  .  .  .  8  .  .  .  .  4  .
 .  .  3  .  .  .  .  .  .  .  .  7  .  .
 .  .  .  . 10  .  8 11  .  .  .  .  .  .
 8  .  5  . 13  .  .  .  6  .  .  .  .  .
 .  3  .  .  .  .  4  .  . 11  .  4  .  3
