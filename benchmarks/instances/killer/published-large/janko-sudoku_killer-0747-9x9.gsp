# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sudoku_Killer.jsonl.bz2, janko.at/Raetsel/Sudoku/Killer/747.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
sudoku 9
cages:
 a  b  c  c  d  d  e  e  f
 a  b  c  g  g  h  i  i  f
 j  j  k  l  h  h  h  h  m
 n  n  k  l  o  o  p  p  m
 q  r  s  s  t  u  u  m  m
 q  r  v  w  t  x  u  y  z
 q  v  v  w aa  x ab  y  z
ac ad ad  w aa ae ab af af
ac ag ag ah ah ae ab ai ai
targets: a 9 b 10 c 20 d 11 e 8 f 13 g 3 h 26 i 13 j 5 k 6 l 14 m 20 n 13 o 10 p 10 q 17 r 11 s 10 t 5 u 18 v 7 w 11 x 16 y 13 z 10 aa 8 ab 12 ac 14 ad 15 ae 5 af 7 ag 9 ah 17 ai 9
