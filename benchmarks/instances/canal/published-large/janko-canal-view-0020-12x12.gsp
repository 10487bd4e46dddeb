# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Canal-View.jsonl.bz2, janko.at/Raetsel/Canal-View/020.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
canal 12x12
numbers:
 .  .  .  .  .  .  .  .  2  .  .  .
 .  .  .  4  . 11  .  .  .  .  .  .
 .  .  .  .  6  .  3  .  1  .  .  3
 .  .  .  .  .  .  .  .  4  .  .  .
13  .  .  .  .  .  .  .  .  .  .  8
 .  . 10  .  .  .  .  .  .  .  .  .
 .  .  .  7  .  .  .  .  .  1  .  .
 .  .  .  .  .  .  .  2  1  5  .  .
 .  .  .  .  9  .  .  .  .  .  .  .
 .  2  .  5  .  .  .  .  .  .  .  .
 .  .  .  .  .  6  .  .  .  .  .  .
 .  .  2  .  .  .  5  .  .  7  .  .
