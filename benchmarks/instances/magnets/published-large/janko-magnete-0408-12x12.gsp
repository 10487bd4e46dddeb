# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Magnete.jsonl.bz2, janko.at/Raetsel/Magnete/408.a.htm, Otto Janko
# status: unique
# the published solution is in the .solution file beside this one
magnets 12x12
rooms:
 a  a  b  c  c  d  e  e  f  g  g  h
 i  j  b  k  k  d  l  l  f  m  m  h
 i  j  n  n  o  o  p  p  q  q  r  s
 t  t  u  v  v  w  x  y  z aa  r  s
ab ab  u ac ac  w  x  y  z aa ad ad
ae ae af ag ah ai aj ak al al am am
an an af ag ah ai aj ak ao ap aq ar
as at au av aw ax ax ay ao ap aq ar
as at au av aw az ba ay bb bc bc bd
be be bf bg bh az ba bi bb bj bj bd
bk bk bf bg bh bl bl bi bm bn bn bo
bp bp bq bq br br bs bs bm bt bt bo
top: 5 5 5 2 4 . . . . 6 5 6
bottom: 5 5 4 . . . 3 5 5 . . 6
left: 4 6 . 3 5 5 . 6 . . . 6
right: . 5 4 4 . 5 . 6 . 2 4 5
