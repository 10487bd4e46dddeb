# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sudoku_Killer.jsonl.bz2, janko.at/Raetsel/Sudoku/Killer/749.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
sudoku 9
cages:
 a  a  b  c  d  d  e  e  f
 g  g  b  c  c  h  i  e  f
 j  k  k  k  k  h  i  l  l
 j  m  m  n  o  o  p  q  q
 r  s  s  n  t  t  p  u  u
 r  v  w  w  x  x  x  y  y
 v  v  z  z aa aa ab ab ac
ad ae ae af ag ah ah ai ac
ad ad af af ag aj aj ai ai
targets: a 10 b 7 c 14 d 13 e 10 f 12 g 12 h 15 i 10 j 10 k 16 l 13 m 7 n 17 o 10 p 8 q 10 r 13 s 9 t 3 u 15 v 12 w 11 x 14 y 10 z 3 aa 12 ab 12 ac 9 ad 13 ae 10 af 20 ag 13 ah 15 ai 14 aj 3
