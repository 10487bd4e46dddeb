# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Kendoku.jsonl.bz2, janko.at/Raetsel/Kendoku/380.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
calcudoku 9
cages:
 a  a  b  c  c  d  e  e  f
 g  g  b  c  h  i  j  j  f
 k  l  b  m  h  i  n  o  o
 k  l  l  m  p  p  n  o  q
 r  r  s  s  t  t  u  u  q
 v  v  w  x  y  z aa aa ab
ac ac  w  x  y ad ad ae af
ag ah ai  x aj aj ak ak af
ag ah ai al al am am an af
targets: a 14+ b 12* c 13+ d 7 e 7- f 11+ g 2- h 5/ i 18* j 35* k 3- l 14+ m 10+ n 14+ o 11+ p 8- q 2- r 9/ s 13+ t 28* u 3/ v 4- w 15+ x 12+ y 2- z 5 aa 3- ab 8 ac 2* ad 24* ae 5 af 28* ag 3/ ah 8+ ai 12+ aj 14+ ak 16+ al 4/ am 12+ an 4
