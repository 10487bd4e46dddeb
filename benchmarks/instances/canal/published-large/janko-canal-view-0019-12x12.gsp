# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Canal-View.jsonl.bz2, janko.at/Raetsel/Canal-View/019.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
canal 12x12
numbers:
 8  .  .  2  .  .  .  4  .  .  .  .
 .  .  .  .  6  .  .  .  .  2  3  .
 .  .  .  .  .  .  .  .  .  .  .  .
 .  2  .  .  4  4  .  .  3  .  .  .
 .  .  .  5  .  .  4  .  .  .  3  .
 .  .  .  .  .  .  .  .  3  .  .  .
 .  .  .  .  .  3  .  .  .  2  3  .
 .  2  .  3  3  1  .  2  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  2  .  .  1
 .  .  1 10  .  .  .  .  .  .  .  .
 .  3  .  .  .  .  5  .  .  3  1  .
