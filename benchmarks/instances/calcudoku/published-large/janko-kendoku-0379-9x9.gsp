# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Kendoku.jsonl.bz2, janko.at/Raetsel/Kendoku/379.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
calcudoku 9
cages:
 a  a  b  c  c  c  d  e  f
 g  h  h  i  j  k  k  e  f
 l  l  m  j  j  n  o  p  p
 q  l  m  r  s  n  o  t  t
 u  v  v  r  s  w  w  x  x
 u  y  z  z aa aa ab ab ac
ad ae af af ag ag ah ai ai
aj ae ak ak al am an ao ao
aj ap ap aq al am an ar ar
targets: a 15+ b 2 c 9+ d 9 e 9+ f 13+ g 7 h 9+ i 8 j 16+ k 3/ l 8+ m 13+ n 72* o 2/ p 9+ q 2 r 14+ s 11+ t 24* u 15+ v 24* w 6+ x 9+ y 6 z 4/ aa 5+ ab 12+ ac 8 ad 1 ae 72* af 2- ag 1- ah 4 ai 18* aj 20* ak 1- al 13+ am 24* an 5- ao 7/ ap 11+ aq 7 ar 6/
