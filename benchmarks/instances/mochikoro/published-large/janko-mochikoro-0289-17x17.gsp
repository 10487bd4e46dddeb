# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Mochikoro.jsonl.bz2, janko.at/Raetsel/Mochikoro/289.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
mochikoro 17x17
numbers:
 .  .  .  .  .  .  1  .  .  1  .  .  4  .  .  .  .
 .  .  .  8  .  .  .  .  2  .  .  4  .  .  .  .  1
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  4  .  .  1  .  .  .  .  6  .  .  .
 .  .  .  4  .  .  .  1  .  .  .  8  .  .  .  .  .
 4  .  .  .  .  3  .  .  .  .  .  .  .  .  2  .  .
 .  .  8  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  . 10  .  .  .  .  4  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  6  .
 .  .  .  .  .  .  .  .  .  .  .  .  4  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 3  .  .  .  .  5  .  .  .  .  .  .  3  .  .  4  .
 .  3  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 1  .  .  .  .  .  .  6  .  .  .  .  9  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  4
 .  4  .  .  3  .  .  .  .  .  .  .  .  .  .  .  .
