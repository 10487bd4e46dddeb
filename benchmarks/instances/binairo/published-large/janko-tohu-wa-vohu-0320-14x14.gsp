# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Tohu-Wa-Vohu.jsonl.bz2, janko.at/Raetsel/Tohu-Wa-Vohu/320.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
# Tohu wa Vohu: binairo without the rule that lines differ (unique-lines=no); 1/2 written 0/1
binairo 14x14 unique-lines=no
grid:
. . . . . . . 1 . 0 0 . 0 .
. . . . 1 . . 1 1 . 0 . 0 .
. 0 0 . . . . . . . . 0 . 1
. . . 1 . . 1 . 0 . 0 0 . .
. . 1 . 1 . . 1 . . 0 . 0 1
. . 1 . . . 1 1 . . . 0 0 .
. . . . . 1 . . . . . . . 0
. 0 . 0 . 0 0 . 0 . . 1 . .
1 . . . 0 . 1 . 0 1 . . 1 1
. . 0 . . . 0 0 . . . . 1 .
. 0 . . 1 . . . 0 . . 0 . 1
. . . . . 0 . 0 . . 1 0 . .
. . 0 . 1 0 . . 1 . . . . .
. 0 . . 1 . . . . . . . . .
