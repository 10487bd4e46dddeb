# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Mochikoro.jsonl.bz2, janko.at/Raetsel/Mochikoro/020.a.htm, Josh Kidd (first published: http://www.puzzlinks.com/)
# status: unique
# the published solution is in the .solution file beside this one
mochikoro 19x19
numbers:
 1  .  .  .  .  1  .  .  4  .  .  .  4  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  3
 .  .  .  .  .  .  2  .  .  .  .  .  .  .  .  .  6  .  .
 . 12  .  .  .  .  .  .  .  6  .  .  .  .  .  .  .  1  .
 .  .  .  .  .  2  .  .  .  .  .  .  .  .  .  .  2  .  1
 2  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  8  .  . 12  .  .  .  .  2  .
 .  .  .  .  3  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 4  .  .  6  .  .  8  .  .  .  .  .  8  .  .  6  .  .  4
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  3  .  .  .  .
 .  2  .  .  .  . 12  .  .  8  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  2
 1  .  2  .  .  .  .  .  .  .  .  .  .  2  .  .  .  .  .
 .  1  .  .  .  .  .  .  .  6  .  .  .  .  .  .  . 12  .
 .  .  6  .  .  .  .  .  .  .  .  .  1  .  .  .  .  .  .
 3  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  6  .  .  .  4  .  .  2  .  .  .  .  1
