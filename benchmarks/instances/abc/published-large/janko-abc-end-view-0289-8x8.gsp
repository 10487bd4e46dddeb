# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Abc-End-View.jsonl.bz2, janko.at/Raetsel/Abc-End-View/289.a.htm, Mikhail Khotiner (first published: http://tvpark.kiev.ua/)
# status: unique
# the published solution is in the .solution file beside this one
abc 8 letters=6
top: . B D A C A A .
bottom: . A F E D B C .
left: F C D E . F B D
right: . A . . B . D B
