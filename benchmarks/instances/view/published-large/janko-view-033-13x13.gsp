# origin: github.com/tkoz0/janko.at-puzzle-scraping data/View.jsonl.bz2, janko.at/Raetsel/View/033.a.htm, vanillaice
# status: unique
# the published solution is in the .solution file beside this one
view 13x13
givens:
 .  .  .  .  2  .  .  .  0  .  .  .  1
 .  2  .  .  .  .  .  .  .  .  4  2  .
 .  .  .  .  .  . 12  .  .  .  .  .  5
 .  .  .  . 11  .  .  .  1  .  .  .  .
 3  .  . 10  .  .  .  .  .  2  .  .  .
 .  .  .  .  .  .  1  .  .  .  .  .  .
 .  .  9  .  .  .  6  0  4  .  3  .  0
 .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  8  .  .  .  .  .  4  .  .  .
 .  2  .  .  7  .  .  .  5  .  .  .  .
 2  .  .  .  .  .  6  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  3  2  .  .
 .  .  .  .  .  .  .  3  .  .  .  .  4
