# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sudoku_Killer.jsonl.bz2, janko.at/Raetsel/Sudoku/Killer/758.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
sudoku 9
cages:
 a  a  b  b  c  c  d  e  e
 a  f  g  h  i  j  d  k  e
 f  f  g  h  i  j  d  k  l
 m  m  n  o  i  p  q  r  l
 s  s  n  o  p  p  q  r  t
 u  u  v  w  w  x  x  y  t
 z  z  v aa ab ab ac  y  t
ad ad aa aa ab ab ac ae ae
af af ag ag ah ah ai ai ai
targets: a 13 b 14 c 8 d 14 e 14 f 9 g 14 h 10 i 19 j 5 k 11 l 10 m 4 n 12 o 17 p 15 q 9 r 15 s 11 t 12 u 14 v 5 w 8 x 5 y 8 z 16 aa 12 ab 23 ac 13 ad 11 ae 9 af 12 ag 5 ah 10 ai 18
