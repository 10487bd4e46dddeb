# status: unique
# made by: gridsat generate --type aquarium --size 14 --seed 1 --timeout 60 (the two racing solvers may draw another puzzle)
aquarium 14x14
rooms:
 a  a  b  c  d  d  d  d  e  e  f  f  g  g
 h  h  i  j  j  j  k  l  l  m  f  f  g  g
 h  h  i  j  j  j  k  l  l  m  f  f  g  g
 n  o  p  p  q  r  r  r  s  s  t  t  u  u
 v  w  w  w  q  r  r  r  s  s  x  x  x  x
 v  w  w  w  q  y  y  y  z  z aa aa aa aa
ab ac ac ac ad ae ae ae  z  z af af af ag
ab ah ah ah ai ai aj ak al al af af af ag
ab ah ah ah ai ai aj ak al al am an an ao
ab ap aq aq ai ai aj ak al al ar ar as ao
ab at au au au av aw ax ax ay az az az az
ab at ba ba ba av aw ax ax ay bb bb bc bc
bd at ba ba ba be aw bf bf bf bb bb bc bc
bg bg bg bh bi bi bi bi bi bi bj bj bj bj
top: 8 8 7 5 6 7 8 7 . 7 3 2 5 5
left: 2 4 9 11 5 5 7 2 9 10 3 8 3 4
