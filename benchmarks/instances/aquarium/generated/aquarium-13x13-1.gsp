# status: unique
# made by: gridsat generate --type aquarium --size 13 --seed 1 --timeout 60 (the two racing solvers may draw another puzzle)
aquarium 13x13
rooms:
 a  a  a  b  b  c  c  c  c  c  d  d  e
 a  a  a  f  f  g  g  h  h  i  j  j  e
 k  k  l  f  f  m  m  h  h  i  n  n  e
 o  o  p  f  f  m  m  q  q  q  r  r  e
 o  o  p  s  s  m  m  q  q  q  r  r  e
 t  t  t  t  u  u  v  v  w  w  x  x  x
 y  y  y  y  u  u  v  v  w  w  x  x  x
 z  z  z  z aa aa ab ab ac ac ad ad ae
af ag ag ag aa aa ab ab ac ac ad ad ae
af ag ag ag aa aa ab ab ah ah ai ai aj
af ak ak ak al am an an ao ao ap ap ap
af aq aq aq al ar an an ao ao ap ap ap
as as as as al ar an an at at au au au
top: 6 4 6 7 12 9 12 . 6 4 10 . 9
left: 7 7 12 9 . 4 11 6 11 13 4 7 6
