# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Mochikoro.jsonl.bz2, janko.at/Raetsel/Mochikoro/260.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
mochikoro 17x17
numbers:
 .  .  .  3  .  .  .  .  .  .  .  .  .  .  3  .  .
 .  8  .  .  .  2  .  .  .  6  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  8  .  .  .  .
 .  .  .  .  4  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  4  .  .  .  .  .  .  .  .  .  4
 .  .  .  .  .  .  .  .  1  .  .  .  .  .  .  1  .
 .  .  .  .  .  .  1  .  .  .  2  .  .  .  6  .  .
 8  .  .  .  .  .  .  .  3  .  .  .  .  .  .  .  .
 .  .  .  .  6  .  .  .  .  .  2  .  .  .  .  .  .
 .  .  .  .  .  .  3  .  .  .  .  .  2  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  . 10  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 3  .  4  .  4  .  .  .  8  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  4  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  3  .  .  .  .  .  6
 .  3  .  .  .  .  8  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  6  .  .  .  .
