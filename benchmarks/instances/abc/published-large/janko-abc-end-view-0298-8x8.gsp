# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Abc-End-View.jsonl.bz2, janko.at/Raetsel/Abc-End-View/298.a.htm, Mikhail Khotiner (first published: http://tvpark.kiev.ua/)
# status: unique
# the published solution is in the .solution file beside this one
abc 8 letters=6
top: F . F B . . D .
bottom: B E B . A B . .
left: . B E . C F . .
right: . D . A D D E .
