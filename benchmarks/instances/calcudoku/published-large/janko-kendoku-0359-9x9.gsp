# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Kendoku.jsonl.bz2, janko.at/Raetsel/Kendoku/359.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
calcudoku 9
cages:
 a  a  b  c  d  d  e  f  f
 a  g  h  c  i  j  e  k  k
 l  g  h  m  i  n  o  o  p
 q  r  s  s  t  n  u  v  w
 q  r  x  x  y  y  u  v  w
 z  z aa aa ab ac ac ad ad
ae af af af ab ac ag ag ah
ae ai ai aj ak al am an ao
ap aq aq aj ak al al an ao
targets: a 15+ b 6 c 11+ d 4- e 40* f 16+ g 1- h 13+ i 4- j 3 k 2/ l 1 m 3 n 4* o 11+ p 7 q 5+ r 54* s 56* t 3 u 16+ v 4/ w 9+ x 11+ y 4/ z 7+ aa 9+ ab 28* ac 16+ ad 54* ae 54* af 40* ag 8/ ah 3 ai 5/ aj 11+ ak 14+ al 144* am 4 an 9+ ao 4/ ap 7 aq 3/
