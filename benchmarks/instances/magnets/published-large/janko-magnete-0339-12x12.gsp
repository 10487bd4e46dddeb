# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Magnete.jsonl.bz2, janko.at/Raetsel/Magnete/339.a.htm, Otto Janko
# status: unique
# the published solution is in the .solution file beside this one
magnets 12x12
rooms:
 a  b  c  d  d  e  e  f  f  g  g  h
 a  b  c  i  j  j  k  l  m  m  n  h
 o  p  p  i  q  q  k  l  r  r  n  s
 o  t  u  u  v  w  w  x  x  y  y  s
 z  t aa aa  v ab ac ad ae ae af af
 z ag ah ai aj ab ac ad ak al al am
an ag ah ai aj ao ap ap ak aq aq am
an ar ar as as ao at at au av aw aw
ax ay ay az az ba bb bb au av bc bc
ax bd be be bf ba bg bg bh bh bi bi
bj bd bk bk bf bl bl bm bn bn bo bo
bj bp bp bq bq br br bm bs bs bt bt
top: 5 5 6 5 5 2 3 5 6 5 6 4
bottom: 5 5 6 6 4 3 2 5 5 6 4 6
left: 3 5 5 5 5 5 5 6 5 5 2 6
right: 4 5 5 4 6 5 5 5 6 4 3 5
