# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Kendoku.jsonl.bz2, janko.at/Raetsel/Kendoku/389.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
calcudoku 9
cages:
 a  b  b  c  c  d  d  e  e
 f  g  h  h  h  i  j  j  k
 f  g  l  l  m  m  n  o  p
 q  g  r  s  s  t  n  o  p
 u  r  r  v  v  t  n  w  w
 u  x  x  y  y  z aa ab ab
 u ac ad ae ae  z aa af af
ag ag ad ah ah ah ai aj aj
ak ak al am am an ai ao ao
targets: a 6 b 5/ c 5- d 16+ e 2/ f 3- g 22+ h 48* i 5 j 3/ k 8 l 17+ m 6/ n 13+ o 9+ p 21* q 9 r 144* s 5* t 11+ u 6+ v 14+ w 3/ x 11+ y 18* z 54* aa 8/ ab 40* ac 2 ad 24* ae 11+ af 1- ag 8+ ah 10+ ai 11+ aj 36* ak 56* al 1 am 5+ an 4 ao 15+
