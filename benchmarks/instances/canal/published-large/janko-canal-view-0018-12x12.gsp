# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Canal-View.jsonl.bz2, janko.at/Raetsel/Canal-View/018.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
canal 12x12
numbers:
 .  .  .  .  .  7  .  .  .  .  .  .
 .  4  .  3  .  .  .  .  .  .  .  .
 .  .  .  .  .  4  .  .  .  .  .  6
 .  .  .  .  .  .  .  .  .  8  .  .
 .  .  .  .  .  6  .  4  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  1  3
 .  4  .  .  .  4  .  7  .  .  .  .
10  .  .  .  .  .  .  .  9  .  .  .
 .  .  .  .  .  .  9  .  .  .  .  .
 .  . 14  .  .  .  .  5  .  .  3  .
 .  5  .  . 13  .  .  3  .  4  .  .
 .  .  .  .  .  .  .  .  .  .  .  .
