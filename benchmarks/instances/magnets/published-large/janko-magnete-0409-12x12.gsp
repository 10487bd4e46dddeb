# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Magnete.jsonl.bz2, janko.at/Raetsel/Magnete/409.a.htm, Otto Janko
# status: unique
# the published solution is in the .solution file beside this one
magnets 12x12
rooms:
 a  a  b  c  d  e  f  g  g  h  i  i
 j  k  b  c  d  e  f  l  l  h  m  m
 j  k  n  n  o  p  q  q  r  r  s  s
 t  u  u  v  o  p  w  w  x  y  y  z
 t aa aa  v ab ac ad ad  x ae ae  z
af ag ah ah ab ac ai ai aj aj ak al
af ag am am an an ao ao ap ap ak al
aq ar as as at at au au av av aw aw
aq ar ax ay az ba ba bb bc bc bd bd
be bf ax ay az bg bg bb bh bh bi bi
be bf bj bj bk bl bl bm bn bn bo bp
bq bq br br bk bs bs bm bt bt bo bp
top: . . . 4 5 4 . 6 3 . 3 6
bottom: 5 6 6 4 4 . . 5 . 3 3 6
left: 6 . . . . 5 5 . . . . 5
right: . . . 6 4 . 5 . . 3 5 5
