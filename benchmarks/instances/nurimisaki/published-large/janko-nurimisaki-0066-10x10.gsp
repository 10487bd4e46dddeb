# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Nurimisaki.jsonl.bz2, janko.at/Raetsel/Nurimisaki/066.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
nurimisaki 10x10
numbers:
. ? . . . . . ? . .
. . . 2 . ? . . . .
. . . . 8 . . . . .
. . . . . . . . . 5
. . . . . . . . . .
? . ? . . . 2 . . .
. . . ? . . . 4 . .
. . ? . . . ? . . ?
. ? . . . . . . ? .
. . ? . . . . . . .
