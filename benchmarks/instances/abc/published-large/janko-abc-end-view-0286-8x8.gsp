# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Abc-End-View.jsonl.bz2, janko.at/Raetsel/Abc-End-View/286.a.htm, Mikhail Khotiner (first published: http://tvpark.kiev.ua/)
# status: unique
# the published solution is in the .solution file beside this one
abc 8 letters=6
top: . A D E F B C .
bottom: B C F F D F E .
left: E B D . B . . .
right: D E C C . F . .
