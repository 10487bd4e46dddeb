# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Mochikoro.jsonl.bz2, janko.at/Raetsel/Mochikoro/019.a.htm, Josh Kidd (first published: http://www.puzzlinks.com/)
# status: unique
# the published solution is in the .solution file beside this one
mochikoro 19x19
numbers:
 6  .  .  .  .  .  .  .  .  .  6  .  .  .  .  .  .  .  4
 .  .  .  8  .  .  .  .  .  .  .  .  .  8  .  .  .  .  .
 .  .  .  .  .  .  .  1  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  5  .  .  .  .  .  .  .  .  .  .  .  .
 .  1  .  .  .  .  .  .  .  .  .  6  .  .  .  .  .  5  .
 .  .  .  .  3  .  2  .  .  8  .  .  .  .  .  .  .  .  .
 2  .  .  .  .  .  .  .  .  .  .  .  .  . 12  .  .  .  .
 .  .  4  .  .  6  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  8  .  .  .  .  4  .  .  .  .  .  6
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 4  .  .  .  .  .  1  .  .  .  .  4  .  .  1  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  2  .  .  4  .  .
 .  .  .  .  4  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  3  .  .  .  .  1  .  .  .  .
 .  9  .  .  .  .  .  4  .  .  .  .  .  .  .  .  .  3  .
 .  .  .  .  .  .  .  .  .  .  .  .  1  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  3  .  .  .  .  .  .  .
 .  .  .  .  .  9  .  .  .  .  .  .  .  .  . 12  .  .  .
 9  .  .  .  .  .  .  .  8  .  .  .  .  .  .  .  .  .  4
