# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Kendoku.jsonl.bz2, janko.at/Raetsel/Kendoku/369.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
calcudoku 9
cages:
 a  b  c  c  d  e  f  f  g
 h  b  i  j  j  e  k  k  g
 h  i  i  j  l  l  k  m  n
 o  o  p  p  q  q  r  m  n
 s  s  t  u  v  v  w  w  x
 y  y  z  u aa ab ab ac  x
ad ad  z  u ae af ag ag ah
ad ai ai aj ae ae ag ak ah
al am am am an ao ao ap ap
targets: a 7 b 2/ c 2* d 6 e 12+ f 15* g 15+ h 3* i 168* j 17+ k 378* l 11+ m 8/ n 5* o 10+ p 7+ q 6- r 7 s 8- t 6 u 16+ v 14* w 13+ x 2/ y 3- z 1- aa 8 ab 4* ac 9 ad 360* ae 12* af 5 ag 7+ ah 15+ ai 2- aj 1 ak 6 al 2 am 360* an 7 ao 6* ap 7+
