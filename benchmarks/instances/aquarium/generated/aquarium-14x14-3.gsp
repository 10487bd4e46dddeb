# status: unique
# made by: gridsat generate --type aquarium --size 14 --seed 3 --timeout 60 (the two racing solvers may draw another puzzle)
aquarium 14x14
rooms:
 a  a  a  a  a  b  c  d  d  e  e  f  f  g
 h  h  h  h  h  b  c  d  d  e  e  i  i  i
 j  j  j  j  j  b  c  d  d  e  e  i  i  i
 k  k  k  l  l  m  m  n  o  o  o  p  p  p
 q  q  r  s  s  t  t  n  u  u  u  p  p  p
 q  q  r  s  s  t  t  n  u  u  u  v  v  v
 q  q  r  w  w  t  t  x  x  x  x  v  v  v
 y  y  y  z  z aa aa ab ab ab ab ac ac ac
ad ae ae ae ae af af af af ag ag ag ah ah
ai aj aj ak al am am am an ag ag ag ah ah
ai aj aj ak al ao ao ao an ap ap ap aq aq
ai aj aj ar al ao ao ao an as as as aq aq
at at au au al av av av av aw ax ax ay ay
at at au au al az az az az aw ba ba bb bb
top: 9 6 6 6 6 9 10 9 4 7 7 6 6 7
left: 2 9 14 5 5 11 14 7 . 3 7 6 3 9
