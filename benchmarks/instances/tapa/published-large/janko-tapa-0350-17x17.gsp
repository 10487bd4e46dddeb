# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Tapa.jsonl.bz2, janko.at/Raetsel/Tapa/350.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
tapa 17x17
numbers:
 .  .  .  .  .  .  2  .  .  ?  .  .  0  .  .  4  .
 .  2  .  .  .  .  .  .  . 3?  .  3  .  5  .  .  .
 1  ?  .  .  2  .  .  .  .  .  .  .  .  .  .  6  .
 2  .  2  .  ?  .  .  .  .  .  .  . ?? ??  . 3?  .
 ?  .  .  . ??  ?  .  .  2  .  ?  .  .  .  .  .  .
 .  .  .  .  .  .  . ??  .  .  .  .  .  .  .  .  .
 4  .  .  .  .  .  .  .  .  .  .  . 22  .  .  .  2
 .  .  . 12  .  2  .  .  .  .  .  .  4  .  .  .  1
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 . 1?  .  .  3  0  .  .  4  .  .  6  . 1?  .  .  2
 .  .  .  .  2  .  .  .  .  .  .  .  .  .  ?  .  .
 .  . 33 ?? ??  .  5  .  . 12  .  .  . 11  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  . 11  .  2  .  .
 ?  .  ?  .  .  .  .  3  .  .  .  .  . ??  .  .  .
 4  .  .  ?  .  .  .  .  .  5  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  5  .  .  .  .  ?
 .  3  1  1  .  .  . 22  .  .  . ??  .  .  3  .  .
