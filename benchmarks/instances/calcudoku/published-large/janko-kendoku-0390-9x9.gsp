# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Kendoku.jsonl.bz2, janko.at/Raetsel/Kendoku/390.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
calcudoku 9
cages:
 a  b  b  c  d  e  f  f  g
 a  h  i  c  d  e  j  k  l
 m  h  i  n  n  o  o  k  l
 m  p  p  p  q  q  r  s  s
 t  t  u  u  v  v  w  x  y
 z aa ab ac ac ad  w  y  y
aa aa ae ae ae ad af ag ag
ah ah ai aj ak ak al al am
an an ai aj ak ao ap ap am
targets: a 3/ b 2/ c 16+ d 2/ e 2- f 13+ g 9 h 5/ i 11+ j 7 k 2- l 21* m 18* n 24* o 24* p 96* q 2- r 9 s 7+ t 42* u 8+ v 7- w 10* x 9 y 13+ z 8 aa 189* ab 1 ac 3- ad 7+ ae 17+ af 4 ag 8* ah 2/ ai 63* aj 2/ ak 13+ al 8+ am 3- an 11+ ao 9 ap 11+
