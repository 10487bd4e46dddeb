# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Mochikoro.jsonl.bz2, janko.at/Raetsel/Mochikoro/279.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
mochikoro 17x17
numbers:
 .  .  1  .  1  .  .  .  .  1  .  .  .  .  .  .  .
 .  .  .  .  .  4  .  .  .  .  .  6  .  .  .  4  .
 6  .  .  .  4  .  .  .  .  .  .  .  .  .  1  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  6  .
 .  .  .  .  .  1  .  .  .  .  8  .  4  .  .  .  .
 .  .  4  .  3  .  .  4  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  4  .  .  .
 .  .  .  .  .  .  .  .  2  .  .  .  .  .  .  .  .
 .  3  .  .  .  .  3  .  .  .  .  .  .  .  .  .  8
 .  .  .  2  .  .  .  .  .  2  .  .  .  2  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  3  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  6  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  2  .  .  4  .  .
 4  .  2  .  .  .  4  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  3  .  6  .  .  .  .
 .  .  .  . 10  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  4  .  .  .  .  .  .  .  .  3
