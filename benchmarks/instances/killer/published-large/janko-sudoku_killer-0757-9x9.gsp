# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sudoku_Killer.jsonl.bz2, janko.at/Raetsel/Sudoku/Killer/757.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
sudoku 9
cages:
 a  a  a  b  b  c  c  d  d
 e  e  f  g  g  h  i  j  j
 k  k  f  f  l  h  i  m  m
 n  n  n  o  l  p  p  m  m
 q  r  r  o  s  s  t  t  u
 q  q  v  v  w  x  y  y  u
 z  z aa ab  w  x  y  y ac
ad ad aa ab ae ae ae af ac
ag ag aa aa ah ah ah af af
targets: a 14 b 5 c 11 d 15 e 11 f 18 g 12 h 7 i 6 j 11 k 11 l 9 m 17 n 18 o 15 p 8 q 17 r 5 s 15 t 9 u 7 v 9 w 11 x 5 y 21 z 10 aa 30 ab 4 ac 11 ad 5 ae 18 af 13 ag 6 ah 21
