# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Corral.jsonl.bz2, janko.at/Raetsel/Corral/230.a.htm, Otto Janko (first published: https://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
cave 14x14
numbers:
 2  .  .  7  7  .  .  7  .  .  .  .  4  4
 . 12  . 12  .  .  .  . 12  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  3  3  .  .  8  .  .  .  .  .  .  3
 .  .  .  .  .  .  .  .  .  .  .  .  .  .
 6  5  5  .  .  .  .  .  4  6  .  3  7  .
 .  .  .  4  .  .  3  .  .  5  .  .  .  .
 .  3  .  .  . 11  .  .  .  .  . 11  .  .
 .  .  .  .  .  .  .  2  .  .  .  .  .  4
 .  .  .  3  .  .  .  .  .  .  .  4  .  .
 .  .  .  .  .  4  .  .  .  9  .  .  8  .
 .  .  5  .  5  .  .  .  6  .  5  .  5  .
 .  7  .  .  .  .  .  5  .  .  .  .  .  4
 7  .  3  .  .  .  .  .  .  .  4  .  5  .
