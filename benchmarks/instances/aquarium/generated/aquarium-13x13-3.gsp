# status: unique
# made by: gridsat generate --type aquarium --size 13 --seed 3 --timeout 60 (the two racing solvers may draw another puzzle)
aquarium 13x13
rooms:
 a  a  b  c  d  d  e  f  f  g  h  h  i
 j  j  b  c  d  d  e  f  f  g  h  h  i
 k  k  b  c  d  d  e  f  f  g  h  h  i
 l  m  n  n  o  o  p  p  q  r  r  r  s
 l  t  t  t  o  o  p  p  q  r  r  r  s
 l  t  t  t  o  o  p  p  q  u  u  v  v
 w  w  w  x  x  x  y  z  z  u  u  v  v
aa aa aa  x  x  x  y ab ab  u  u ac ac
aa aa aa ad ad ad  y ae ae af af af af
ag ag ah ai ai ai ai ae ae aj ak al am
ag ag ah an an an an ao ao aj ak al am
ag ag ah ap aq aq ar ar ar as as at am
au au av ap aq aq ar ar ar as as at am
top: 6 9 6 . 10 10 11 7 4 8 10 8 10
left: 4 4 10 6 . 9 . 6 1 13 13 9 6
