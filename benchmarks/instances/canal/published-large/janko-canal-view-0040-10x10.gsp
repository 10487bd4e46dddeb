# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Canal-View.jsonl.bz2, janko.at/Raetsel/Canal-View/040.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
canal 10x10
numbers:
 .  .  .  3  .  .  .  5  .  .
 .  .  .  .  .  .  .  .  .  9
 .  3  4  1  .  .  .  .  3  .
 .  .  .  5  .  .  .  .  .  .
 .  .  .  1  .  .  .  .  .  1
 9  .  2  .  .  .  . 11  .  .
 .  .  .  .  .  .  3  .  3  .
 .  2  .  4  .  .  4  .  .  .
 .  .  .  .  .  .  .  .  9  .
 .  .  .  .  .  1  3  .  .  .
