# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sudoku_Killer.jsonl.bz2, janko.at/Raetsel/Sudoku/Killer/750.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
sudoku 9
cages:
 a  b  b  c  d  d  e  f  f
 a  g  g  c  h  h  e  f  i
 a  j  k  k  l  l  e  m  i
 n  j  o  o  p  p  e  m  q
 n  r  s  s  t  p  u  u  q
 r  r  v  v  t  w  w  u  u
 x  y  y  v  t  z  z aa aa
 x  y ab ac ad ae af af ag
ah ah ab ac ad ae af af ag
targets: a 10 b 12 c 9 d 7 e 23 f 15 g 17 h 11 i 5 j 9 k 10 l 10 m 11 n 11 o 12 p 11 q 10 r 17 s 8 t 21 u 18 v 10 w 17 x 14 y 12 z 6 aa 6 ab 10 ac 10 ad 5 ae 11 af 23 ag 15 ah 9
