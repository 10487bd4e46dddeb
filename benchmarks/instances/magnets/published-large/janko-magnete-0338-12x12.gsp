# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Magnete.jsonl.bz2, janko.at/Raetsel/Magnete/338.a.htm, Otto Janko
# status: unique
# the published solution is in the .solution file beside this one
magnets 12x12
rooms:
 a  b  b  c  c  d  e  f  g  g  h  h
 a  i  i  j  j  d  e  f  k  l  m  m
 n  n  o  o  p  p  q  q  k  l  r  r
 s  t  t  u  u  v  w  x  x  y  z aa
 s ab ab ac ac  v  w ad ad  y  z aa
ae af af ag ah ah ai ai aj aj ak ak
ae al al ag am am an ao ap ap aq aq
ar ar as at au au an ao av av aw aw
ax ay as at az az ba ba bb bb bc bc
ax ay bd bd be bf bg bg bh bi bi bj
bk bk bl bl be bf bm bn bh bo bo bj
bp bp bq bq br br bm bn bs bs bt bt
top: 6 6 3 2 3 5 3 6 5 6 3 6
bottom: 6 6 4 2 4 3 5 5 6 4 5 4
left: 6 4 4 2 5 4 6 4 4 5 4 6
right: 4 5 5 3 4 5 5 5 3 5 5 5
