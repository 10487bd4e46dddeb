# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sudoku_Killer.jsonl.bz2, janko.at/Raetsel/Sudoku/Killer/748.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
sudoku 9
cages:
 a  a  a  a  b  b  c  c  d
 e  f  f  g  h  h  i  i  d
 e  j  j  g  k  l  l  m  n
 o  p  p  g  k  q  q  m  n
 o  r  r  s  s  t  t  u  u
 o  v  w  s  x  x  x  y  y
 z  v  w aa aa ab ac ac  y
 z ad ad ae ae ab af af af
ag ag ah ah ae ab ab ai ai
targets: a 25 b 5 c 12 d 5 e 8 f 11 g 14 h 17 i 7 j 3 k 15 l 12 m 12 n 13 o 18 p 11 q 3 r 11 s 17 t 9 u 13 v 8 w 6 x 14 y 11 z 10 aa 13 ab 30 ac 7 ad 17 ae 6 af 13 ag 6 ah 7 ai 16
