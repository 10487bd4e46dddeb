# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Canal-View.jsonl.bz2, janko.at/Raetsel/Canal-View/048.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
canal 10x10
numbers:
 .  .  .  .  .  8  .  3  1  2
 .  .  .  .  .  .  .  .  .  .
 3  .  .  .  9  .  .  .  .  .
 .  .  .  3  .  .  3  .  .  .
 .  .  .  .  .  .  .  5  .  .
14  .  .  .  .  .  .  .  .  .
 .  .  .  .  4  .  1  .  .  .
 .  8  3  .  2  .  .  .  .  .
 .  3  .  .  4  .  .  .  .  .
 .  .  .  5  .  .  .  .  1  2
