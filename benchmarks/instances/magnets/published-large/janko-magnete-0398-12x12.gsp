# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Magnete.jsonl.bz2, janko.at/Raetsel/Magnete/398.a.htm, Otto Janko
# status: unique
# the published solution is in the .solution file beside this one
magnets 12x12
rooms:
 a  b  c  c  d  d  e  e  f  f  g  g
 a  b  h  i  i  j  j  k  k  l  l  m
 n  n  h  o  p  q  r  r  s  t  u  m
 v  w  w  o  p  q  x  y  s  t  u  z
 v aa aa ab ab ac  x  y ad ad ae  z
af af ag ag ah ac ai ai aj aj ae ak
al al am am ah an an ao ao ap ap ak
aq aq ar ar as as at au au av aw aw
ax ay az ba ba bb at bc bc av bd bd
ax ay az be bf bb bg bg bh bh bi bj
bk bl bl be bf bm bn bn bo bo bi bj
bk bp bp bq bq bm br br bs bs bt bt
top: . 4 . 6 6 6 . . . 5 3 4
bottom: . . 2 . 6 5 4 3 5 5 . 5
left: . 5 . 6 . . 5 5 5 . 4 .
right: . . . . 5 4 6 . 5 . 4 4
