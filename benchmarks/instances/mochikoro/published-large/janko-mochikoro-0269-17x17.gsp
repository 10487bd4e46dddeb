# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Mochikoro.jsonl.bz2, janko.at/Raetsel/Mochikoro/269.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
mochikoro 17x17
numbers:
 6  .  .  .  .  3  .  .  1  .  .  .  .  8  .  .  .
 .  .  .  1  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  6  .  .  .  .  .
 .  .  .  .  4  .  .  3  .  .  .  .  .  .  .  .  3
 .  .  .  .  .  .  .  . 10  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  3  .  .  .  .  .  .  .  .  .
 .  .  .  9  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  6  .  .  .  .  .  .  .  .  .  8  .  .  4  .  .
 .  .  .  3  .  4  .  .  .  .  .  .  .  3  .  6  .
 .  .  .  .  .  .  .  .  .  .  .  2  .  .  .  .  .
 .  .  .  .  .  .  .  .  3  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 4  .  .  .  9  .  .  .  .  .  .  .  8  .  .  9  .
 .  .  6  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  2  .  .  .  .  3  .  .  1  .  .  .
