# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Kendoku.jsonl.bz2, janko.at/Raetsel/Kendoku/400.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
calcudoku 9
cages:
 a  b  b  b  c  c  d  d  e
 a  f  g  g  h  h  i  j  j
 k  l  m  m  n  n  i  o  p
 q  l  r  r  s  t  t  u  p
 q  v  w  w  x  x  y  u  z
aa  v ab ab ac ac ad ad  z
aa ae ae af ag ah ad ai ai
aj aj ak ak ag ah al am am
an an ao ao ap ap al aq aq
targets: a 3- b 42* c 5/ d 2/ e 9 f 7 g 14+ h 11+ i 13+ j 5/ k 4 l 1- m 7- n 12* o 5 p 10+ q 9/ r 4- s 6 t 4/ u 14* v 1- w 13+ x 21* y 5 z 10+ aa 9+ ab 35* ac 8/ ad 54* ae 10* af 6 ag 7+ ah 36* ai 9+ aj 5/ ak 7- al 7/ am 14+ an 14+ ao 7+ ap 12+ aq 11+
