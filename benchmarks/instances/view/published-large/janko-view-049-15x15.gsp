# origin: github.com/tkoz0/janko.at-puzzle-scraping data/View.jsonl.bz2, janko.at/Raetsel/View/049.a.htm, Thomas Rothe
# status: unique
# the published solution is in the .solution file beside this one
view 15x15
givens:
 .  .  4  .  .  .  .  5  .  .  .  .  .  4  .
 .  .  .  .  .  .  4  .  .  .  5  .  .  . 10
 .  .  .  .  4  .  .  .  .  .  .  4  .  .  .
 .  .  .  .  .  .  .  .  6  4  .  .  5  .  .
 4  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  3  .  .  7  . 10  3  .  .  .  .  .  6  .
 .  .  .  .  .  4  .  .  5  .  5  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 4  .  .  .  .  5  .  .  5  .  .  .  .  .  .
 .  .  .  5  .  .  .  4  .  .  .  4  .  3  7
 .  .  4  .  .  4  .  .  .  .  .  .  5  .  .
 .  .  .  .  .  .  .  3  .  .  .  4  .  .  .
 4  .  .  .  .  5  .  .  .  6  .  .  .  .  .
 .  .  .  .  8  .  8  .  5  .  .  .  3  .  2
 .  4  .  .  .  5  .  .  4  .  .  3  .  .  .
