# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Kendoku.jsonl.bz2, janko.at/Raetsel/Kendoku/370.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
calcudoku 9
cages:
 a  b  c  d  d  e  f  g  g
 h  b  c  c  i  e  f  j  k
 h  l  l  m  n  o  p  j  k
 q  r  r  n  n  o  p  s  s
 t  u  u  v  v  w  w  x  x
 t  t  y  y  z aa  w ab ab
ac ad ae ae  z aa af af af
ac ag ag ah  z ai aj ak ak
al al am am am ai an an ao
targets: a 8 b 16* c 18+ d 3- e 12+ f 14* g 10+ h 11+ i 1 j 54* k 11+ l 10* m 3 n 11+ o 7- p 10+ q 3 r 9/ s 42* t 216* u 6+ v 2/ w 216* x 15+ y 10+ z 23+ aa 3/ ab 6+ ac 7+ ad 7 ae 7- af 60* ag 1- ah 9 ai 12* aj 1 ak 8* al 3/ am 21+ an 11+ ao 5
