# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Corral.jsonl.bz2, janko.at/Raetsel/Corral/020.a.htm, Palmer Mebane (first published: http://mellowmelon.wordpress.com/)
# status: unique
# the published solution is in the .solution file beside this one
cave 18x18
numbers:
 .  .  .  .  2  . 11  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  3  .  .  .  .  .  .  4  .  .  .  .  .  8  .
 .  .  4  .  .  4  .  .  .  .  .  .  3  .  .  .  .  4
 .  3  .  .  3  .  .  3  .  .  7  .  .  .  .  8  .  .
 2  .  .  .  .  .  .  .  2  .  .  .  .  3  .  .  .  3
 .  .  .  6  .  . 13  .  .  .  .  2  .  .  .  .  .  .
 .  4  .  .  5  .  .  .  .  .  .  .  .  .  .  .  .  .
 2  .  .  .  .  .  .  4  .  2  .  .  .  .  .  .  .  .
 .  .  .  7  .  . 14  .  .  .  .  .  .  8  .  .  .  .
 .  .  .  .  7  .  .  .  3  .  .  .  .  .  . 12  .  8
 .  .  .  .  .  .  .  .  .  .  .  .  .  . 12  .  .  .
 .  .  .  .  2  .  .  .  .  .  . 12  .  .  .  .  .  .
 .  2  .  .  .  .  .  .  .  .  8  .  .  .  .  .  .  4
 .  .  .  6  .  .  .  .  5  .  .  .  .  .  .  .  .  .
 7  .  .  .  .  .  .  9  .  .  .  .  .  3  .  .  6  .
 .  2  .  .  .  .  .  .  7  .  .  .  .  .  .  3  .  .
 .  .  .  .  6  .  .  .  .  .  .  6  .  .  .  .  .  .
 .  .  .  4  .  .  .  . 12  .  .  .  .  .  .  .  .  .
