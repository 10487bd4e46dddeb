# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Corral.jsonl.bz2, janko.at/Raetsel/Corral/239.a.htm, Otto Janko (first published: https://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
cave 14x14
numbers:
 6  .  .  .  4  .  9  .  3  .  4  .  8  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  4
16  .  .  .  .  . 19 14  .  .  .  .  .  .
 .  9  .  .  .  7  .  .  6  .  .  .  . 11
 .  .  5  .  .  4  .  .  .  .  3  .  .  .
12  .  .  .  .  .  .  4  .  .  .  .  .  .
 .  8  .  .  .  .  .  .  6  5  .  .  .  .
 .  .  .  6  .  .  .  .  .  .  .  .  4 10
10  .  .  .  .  .  .  8  .  5  .  7  .  .
 .  4  .  6  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  7  .  .  .  5  .  .
 .  .  4  .  .  .  4  .  .  3  .  .  .  .
 9  .  .  .  .  .  .  .  .  .  .  7  .  2
 .  2  .  .  4  .  .  7  .  .  .  .  4  .
