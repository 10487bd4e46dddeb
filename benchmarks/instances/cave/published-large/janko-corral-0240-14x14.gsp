# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Corral.jsonl.bz2, janko.at/Raetsel/Corral/240.a.htm, Otto Janko (first published: https://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
cave 14x14
numbers:
 .  7  .  .  .  .  .  .  .  .  .  .  .  .
 2  .  .  .  9  .  .  .  8  .  .  .  .  5
 .  .  .  .  .  4  .  .  .  .  2  .  .  6
 .  4  .  .  .  .  . 13  .  8  .  .  .  .
 9  .  .  8  .  .  6  .  .  .  .  .  .  .
 .  . 13  .  .  7  .  .  .  .  .  .  .  .
 .  .  .  7  .  .  .  .  5  .  .  .  .  .
 .  .  9  .  .  .  8  .  .  .  . 10  .  .
 .  .  .  6  .  .  .  . 11  . 13  .  . 10
 .  .  8  .  .  .  9 10  .  .  7  .  .  .
 4  . 10  .  .  7  .  .  .  .  .  .  .  4
 .  .  .  .  .  .  .  .  3  .  7  .  .  .
 .  .  2  .  8  .  .  .  .  .  .  .  .  4
 2  .  .  .  .  6  .  3  .  .  4 12  .  5
