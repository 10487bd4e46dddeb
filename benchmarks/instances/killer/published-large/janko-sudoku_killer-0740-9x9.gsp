# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sudoku_Killer.jsonl.bz2, janko.at/Raetsel/Sudoku/Killer/740.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
sudoku 9
cages:
 a  a  b  b  c  c  d  e  f
 g  g  g  h  h  c  d  e  f
 i  i  i  i  h  j  j  e  f
 k  k  l  m  m  n  n  o  p
 q  q  l  r  r  s  s  o  p
 t  u  v  w  x  y  z  z  z
 t  u  v  w  x  y  z aa aa
 t  u ab ab  x ac ac ad ad
 t ae ae ae  x af af ad ad
targets: a 14 b 16 c 10 d 13 e 8 f 16 g 10 h 15 i 16 j 17 k 9 l 7 m 15 n 10 o 12 p 7 q 17 r 4 s 9 t 23 u 9 v 7 w 8 x 24 y 12 z 18 aa 15 ab 9 ac 6 ad 22 ae 20 af 7
