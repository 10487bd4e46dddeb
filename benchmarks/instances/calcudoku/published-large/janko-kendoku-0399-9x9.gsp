# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Kendoku.jsonl.bz2, janko.at/Raetsel/Kendoku/399.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
calcudoku 9
cages:
 a  a  b  b  c  c  d  d  e
 f  g  h  i  j  k  l  m  m
 f  g  h  i  j  k  n  n  n
 o  p  q  r  r  s  t  u  v
 o  p  w  w  x  x  t  u  v
 y  y  z  z aa ab ab ac ac
ad ad ae ae aa af af ag ah
ad ai aj aj aa af ak ag ah
al al am an an ao ao ap ap
targets: a 3/ b 13+ c 4- d 9+ e 5 f 11+ g 1- h 10+ i 7- j 9+ k 24* l 5 m 16+ n 48* o 10+ p 5- q 5 r 8+ s 9 t 2/ u 11+ v 56* w 7+ x 18* y 63* z 8/ aa 17+ ab 20* ac 1- ad 36* ae 5* af 168* ag 11+ ah 10+ ai 5 aj 8+ ak 7 al 2- am 6 an 4/ ao 10+ ap 7+
