# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sudoku_Killer.jsonl.bz2, janko.at/Raetsel/Sudoku/Killer/759.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
sudoku 9
cages:
 a  b  c  c  c  d  d  e  e
 a  b  f  f  g  h  i  j  j
 a  b  k  k  g  h  i  i  j
 l  l  k  m  m  n  n  o  o
 p  p  q  r  s  t  t  u  u
 v  w  q  r  s  x  x  x  x
 v  w  y  z aa aa ab ab ab
ac ac  y  z ad ad ae af ag
ah ah ai ai ad ad ae af ag
targets: a 13 b 14 c 23 d 8 e 11 f 5 g 8 h 10 i 16 j 15 k 13 l 12 m 7 n 12 o 13 p 13 q 9 r 7 s 13 t 11 u 11 v 5 w 17 x 16 y 9 z 12 aa 6 ab 21 ac 7 ad 20 ae 14 af 3 ag 7 ah 9 ai 15
