# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Canal-View.jsonl.bz2, janko.at/Raetsel/Canal-View/050.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
canal 10x10
numbers:
 .  .  .  .  .  .  .  3  .  .
 .  3  5  .  .  . 11  .  .  .
 .  .  .  .  .  .  .  2  .  .
 3  .  7  .  .  .  .  .  .  .
 .  .  .  .  3  .  .  .  .  6
 .  .  .  .  6  .  .  4  .  2
 .  .  3  .  .  .  .  .  .  .
 .  .  2  .  3  .  .  .  .  .
 .  .  .  .  .  .  9  .  .  2
 .  .  2  .  2  .  1  .  6  .
