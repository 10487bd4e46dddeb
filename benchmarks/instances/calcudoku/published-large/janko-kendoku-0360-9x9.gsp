# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Kendoku.jsonl.bz2, janko.at/Raetsel/Kendoku/360.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
calcudoku 9
cages:
 a  a  b  c  c  d  d  e  f
 g  g  h  h  i  j  j  e  f
 k  l  m  m  n  n  o  p  p
 k  l  q  r  s  s  o  t  t
 u  u  q  r  v  v  w  w  w
 x  x  y  z aa aa ab ab ac
ad ae  y  z af ag ag ah ai
ad ae aj aj aj ak ak ah ai
al am am am an ao ao ah ap
targets: a 4/ b 4 c 10+ d 4- e 3/ f 2- g 11+ h 1- i 9 j 2* k 10+ l 9+ m 8+ n 13+ o 12* p 4/ q 17+ r 6+ s 11+ t 7* u 30* v 8+ w 16+ x 36* y 2* z 15+ aa 4/ ab 12+ ac 3 ad 6+ ae 2/ af 6 ag 8/ ah 48* ai 63* aj 168* ak 9+ al 2 am 63* an 8 ao 12* ap 5
