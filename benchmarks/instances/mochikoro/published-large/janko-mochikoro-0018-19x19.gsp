# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Mochikoro.jsonl.bz2, janko.at/Raetsel/Mochikoro/018.a.htm, Josh Kidd (first published: http://www.puzzlinks.com/)
# status: unique
# the published solution is in the .solution file beside this one
mochikoro 19x19
numbers:
10  .  .  .  4  .  .  .  .  .  .  .  .  .  .  5  .  .  7
 .  .  .  .  .  .  .  8  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  2  .  .  .  .  .  3  .  .  .  .  . 16  .  .  .
 .  .  .  .  .  .  2  .  .  .  .  1  .  .  .  .  .  .  .
 .  .  .  .  4  .  .  .  1  .  .  .  .  .  .  .  .  .  .
 2  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  4  .  .
 6  .  3  .  4  .  .  .  .  .  4  .  6  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  5  .  5  .  .  .  .  .  1  .  1  .  2
 .  .  6  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  9
 .  .  .  .  .  .  .  .  .  .  6  .  .  .  4  .  .  .  .
 .  .  .  .  .  .  .  3  .  .  .  .  1  .  .  .  .  .  .
 .  .  .  4  .  .  .  .  .  4  .  .  .  .  .  3  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  2  .  .  .  .  .  .  .
 4  .  . 12  .  .  .  .  .  .  .  .  .  .  4  .  .  .  9
