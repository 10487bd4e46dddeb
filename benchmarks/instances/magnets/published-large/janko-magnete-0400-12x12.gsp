# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Magnete.jsonl.bz2, janko.at/Raetsel/Magnete/400.a.htm, Otto Janko
# status: unique
# the published solution is in the .solution file beside this one
magnets 12x12
rooms:
 a  a  b  c  c  d  d  e  e  f  f  g
 h  h  b  i  j  j  k  k  l  l  m  g
 n  o  o  i  p  p  q  r  r  s  m  t
 n  u  v  v  w  x  q  y  y  s  z  t
aa  u ab ab  w  x ac ad ae ae  z af
aa ag ah ah ai aj ac ad ak ak al af
am ag an an ai aj ao ao ap ap al aq
am ar as as at at au av av aw aw aq
ax ar ay ay az az au ba ba bb bc bc
ax bd bd be be bf bf bg bg bb bh bh
bi bj bj bk bl bl bm bm bn bo bp bp
bi bq bq bk br br bs bs bn bo bt bt
top: 5 2 3 3 . . 6 . 5 6 . .
bottom: 5 1 . . . . 4 . 3 6 . 5
left: . . 5 4 . 5 5 1 5 4 . 4
right: . 5 6 4 . . 4 1 . . 4 .
