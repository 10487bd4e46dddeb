# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sudoku_Killer.jsonl.bz2, janko.at/Raetsel/Sudoku/Killer/760.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
sudoku 9
cages:
 a  b  b  c  d  d  e  e  e
 a  f  f  c  c  g  h  h  i
 j  k  k  k  k  g  h  i  i
 j  k  l  l  m  n  n  o  p
 q  q  l  r  m  s  s  o  p
 t  t  l  r  u  v  w  w  w
 x  x  x  u  u  v  v  y  y
 z aa ab ab ac ac ad ad ae
 z aa ab ab af af ag ag ae
targets: a 3 b 16 c 12 d 14 e 10 f 14 g 16 h 16 i 19 j 13 k 19 l 15 m 7 n 5 o 12 p 9 q 9 r 17 s 9 t 9 u 17 v 18 w 15 x 18 y 3 z 15 aa 3 ab 18 ac 4 ad 11 ae 15 af 17 ag 7
