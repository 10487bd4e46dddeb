# status: unique
# made by: gridsat generate --type aquarium --size 13 --seed 2 --timeout 60 (the two racing solvers may draw another puzzle)
aquarium 13x13
rooms:
 a  a  b  b  b  c  d  d  d  e  e  e  f
 g  g  h  h  h  c  i  j  j  k  l  l  f
 g  g  m  m  n  c  i  j  j  o  o  o  f
 p  q  m  m  n  r  r  r  s  o  o  o  t
 p  q  u  u  u  r  r  r  s  v  v  v  w
 x  x  y  y  y  z  z aa ab ac ac ac  w
ad ad  y  y  y ae ae ae ab ac ac ac af
ag ag ah ah ah ae ae ae ab ai ai ai af
ag ag ah ah ah aj aj aj aj ai ai ai af
ag ag ak al al am am am an ao ap ap ap
aq aq ak ar ar as as as an at at au au
aq aq ak ar ar as as as an at at au au
aq aq ak ar ar av av av an at at au au
top: 8 10 3 3 4 8 6 5 6 10 . 11 9
left: 4 6 . 10 4 9 7 11 9 5 7 7 7
