# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Abc-End-View.jsonl.bz2, janko.at/Raetsel/Abc-End-View/290.a.htm, Mikhail Khotiner (first published: http://tvpark.kiev.ua/)
# status: unique
# the published solution is in the .solution file beside this one
abc 8 letters=6
grid:
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . F . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
top: . A C F . . B .
bottom: . B D E A C D .
left: . E . E D F E .
right: C C . B E C . F
