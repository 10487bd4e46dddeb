# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Corral.jsonl.bz2, janko.at/Raetsel/Corral/049.a.htm, Prasanna Seshadri (first published: http://prasannaseshadri.wordpress.com/)
# status: unique
# the published solution is in the .solution file beside this one
cave 15x15
numbers:
14  .  .  .  .  .  .  .  .  .  . 11  .  .  .
 .  .  7  .  2  .  2  .  .  .  9  .  .  .  .
 .  .  .  .  .  .  .  .  . 16  .  .  .  . 13
 .  .  . 23  .  .  .  .  .  .  .  .  .  2  .
 . 16  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  . 13  .
 .  .  .  .  .  .  .  .  .  .  .  . 13  .  .
 4  .  8  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  4  .  6  .
 .  .  9  .  .  .  .  .  .  .  .  .  .  4  .
 .  .  .  .  .  . 21  .  .  .  .  8  .  .  .
 .  2  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  3  .  3  .  .  .  .  .  2  .
 .  5  .  .  .  .  .  .  .  .  .  .  .  .  .
 5  .  .  .  .  .  .  2  .  .  .  .  .  2  .
