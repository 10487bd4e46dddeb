# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Abc-End-View.jsonl.bz2, janko.at/Raetsel/Abc-End-View/480.a.htm, Otto Janko (first published: https://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
abc 8 letters=7
grid:
. . . . . . . .
. . . . D . . .
. . . C . . G .
. B . . . E . .
. . . F G . . .
. . D . . . . .
. . . . . . . .
. . . . . . . .
top: B G F D E A F C
bottom: D F E B A C A G
left: B G A F C E D D
right: C A E D B C F G
