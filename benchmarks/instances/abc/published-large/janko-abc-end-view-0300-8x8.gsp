# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Abc-End-View.jsonl.bz2, janko.at/Raetsel/Abc-End-View/300.a.htm, Mikhail Khotiner (first published: http://tvpark.kiev.ua/)
# status: unique
# the published solution is in the .solution file beside this one
abc 8 letters=6
top: D . C . B . D A
bottom: . D F C . F A .
left: . C . D E F . F
right: E . E . A C D .
