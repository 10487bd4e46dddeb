# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Magnete.jsonl.bz2, janko.at/Raetsel/Magnete/350.a.htm, Otto Janko
# status: unique
# the published solution is in the .solution file beside this one
magnets 12x12
rooms:
 a  a  b  b  c  c  d  d  e  f  g  h
 i  j  j  k  k  l  l  m  e  f  g  h
 i  n  o  o  p  q  q  m  r  r  s  s
 t  n  u  u  p  v  v  w  w  x  x  y
 t  z  z aa aa ab ac ad ae af ag  y
ah ai aj ak ak ab ac ad ae af ag al
ah ai aj am an ao ao ap ap aq aq al
ar as at am an au av aw ax ax ay az
ar as at ba ba au av aw bb bb ay az
bc bc bd bd be be bf bf bg bg bh bh
bi bi bj bk bk bl bm bn bo bp bq bq
br br bj bs bs bl bm bn bo bp bt bt
top: 5 2 5 4 5 6 6 2 6 4 5 4
bottom: 4 4 4 5 4 6 5 3 5 5 4 5
left: 6 3 5 4 6 6 6 2 4 4 3 5
right: 6 4 4 4 6 6 6 3 3 4 3 5
