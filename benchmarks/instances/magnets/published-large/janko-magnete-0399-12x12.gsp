# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Magnete.jsonl.bz2, janko.at/Raetsel/Magnete/399.a.htm, Otto Janko
# status: unique
# the published solution is in the .solution file beside this one
magnets 12x12
rooms:
 a  a  b  b  c  c  d  d  e  e  f  f
 g  h  i  j  j  k  k  l  l  m  m  n
 g  h  i  o  o  p  q  q  r  r  s  n
 t  t  u  v  w  p  x  x  y  y  s  z
aa aa  u  v  w ab ab ac ac ad ae  z
af ag ah ai aj ak al al am ad ae an
af ag ah ai aj ak ao ao am ap ap an
aq aq ar as as at au au av av aw aw
ax ax ar ay az at ba ba bb bc bd bd
be bf bg ay az bh bh bi bb bc bj bj
be bf bg bk bk bl bl bi bm bn bo bp
bq bq br br bs bs bt bt bm bn bo bp
top: 5 6 . 4 . 5 . . . 6 6 5
bottom: 6 5 . . . 5 . 3 4 6 . 6
left: . 6 . 6 . . . 3 4 5 . .
right: . 5 . . 4 . 5 4 5 4 3 6
