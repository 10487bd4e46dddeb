# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Nurimisaki.jsonl.bz2, janko.at/Raetsel/Nurimisaki/060.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
nurimisaki 10x10
numbers:
. . ? . 5 . . . . .
? . . . . 4 . ? . .
. . . . . . . . . .
? . . . . 4 . ? . .
. . . . ? . ? . . .
. ? . ? . 5 . . . .
. . . . ? . . . . .
8 . . . . . . . . .
. . . ? . ? . 4 . 6
. ? . . . . . . . .
