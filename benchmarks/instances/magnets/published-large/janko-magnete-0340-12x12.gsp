# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Magnete.jsonl.bz2, janko.at/Raetsel/Magnete/340.a.htm, Otto Janko
# status: unique
# the published solution is in the .solution file beside this one
magnets 12x12
rooms:
 a  a  b  b  c  d  e  f  g  g  h  h
 i  i  j  k  c  d  e  f  l  m  n  o
 p  q  j  k  r  r  s  t  l  m  n  o
 p  q  u  u  v  v  s  t  w  x  x  y
 z aa aa ab ac ad ae ae  w af af  y
 z ag ag ab ac ad ah ah ai ai aj aj
ak ak al am am an an ao ao ap aq aq
ar as al at au av av aw ax ap ay az
ar as ba at au bb bb aw ax bc ay az
bd bd ba be be bf bf bg bg bc bh bh
bi bi bj bk bl bl bm bn bn bo bp bq
br br bj bk bs bs bm bt bt bo bp bq
top: 3 3 6 2 5 4 6 6 4 5 3 6
bottom: 4 2 5 3 4 5 6 6 4 4 5 5
left: 4 5 6 1 5 4 2 5 5 5 5 6
right: 4 6 4 3 4 4 4 5 5 3 6 5
