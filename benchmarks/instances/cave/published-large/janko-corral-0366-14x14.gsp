# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Corral.jsonl.bz2, janko.at/Raetsel/Corral/366.a.htm, Antonos Lalatsas (first published: https://puzz.link/p?bag/14/14/h6j3k4dx8k3k-1ak-1an6k6j2pbm2g6l6q7m2m8g-14tcx-14lbmcnfm7)
# status: unique
# the published solution is in the .solution file beside this one
cave 14x14
numbers:
 .  .  6  .  .  .  .  3  .  .  .  .  .  4
13  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  8  .  .  .  .  .  3  .  .
 .  .  . 26  .  .  .  .  . 26  .  .  .  .
 .  .  .  .  6  .  .  .  .  .  6  .  .  .
 .  2  .  .  .  .  .  .  .  .  .  . 11  .
 .  .  .  .  .  .  2  .  6  .  .  .  .  .
 .  6  .  .  .  .  .  .  .  .  .  .  .  7
 .  .  .  .  .  .  .  2  .  .  .  .  .  .
 .  8  . 20  .  .  .  .  .  .  .  .  .  .
 .  .  .  . 12  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  . 20  .  .  .  .
 .  . 11  .  .  .  .  .  .  . 12  .  .  .
 .  .  .  .  . 15  .  .  .  .  .  .  .  7
