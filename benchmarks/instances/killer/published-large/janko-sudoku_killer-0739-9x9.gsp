# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sudoku_Killer.jsonl.bz2, janko.at/Raetsel/Sudoku/Killer/739.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
sudoku 9
cages:
 a  a  a  b  c  d  d  e  f
 g  a  b  b  c  d  e  e  f
 g  h  h  i  j  j  k  k  k
 l  l  h  i  m  n  o  o  p
 q  q  r  r  m  n  n  p  p
 s  s  t  t  t  u  v  v  w
 x  s  y  z  z  u aa  w  w
 x  s  y ab ab ac aa ad ad
ae ae ae af af ac ag ag ag
targets: a 18 b 13 c 7 d 11 e 21 f 11 g 12 h 14 i 9 j 17 k 10 l 9 m 7 n 11 o 10 p 15 q 14 r 16 s 19 t 14 u 11 v 13 w 15 x 8 y 11 z 10 aa 13 ab 15 ac 8 ad 4 ae 12 af 9 ag 18
