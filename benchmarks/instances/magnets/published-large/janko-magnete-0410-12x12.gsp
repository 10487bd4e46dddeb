# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Magnete.jsonl.bz2, janko.at/Raetsel/Magnete/410.a.htm, Otto Janko
# status: unique
# the published solution is in the .solution file beside this one
magnets 12x12
rooms:
 a  a  b  b  c  c  d  d  e  e  f  f
 g  g  h  h  i  j  j  k  k  l  m  n
 o  p  p  q  i  r  s  t  t  l  m  n
 o  u  v  q  w  r  s  x  x  y  z  z
aa  u  v ab  w ac ac ad ae  y af af
aa ag ag ab ah ah ai ad ae aj aj ak
al al am an ao ap ai aq aq ar ar ak
as at am an ao ap au av av aw ax ax
as at ay az az ba au bb bb aw bc bd
be bf ay bg bg ba bh bh bi bi bc bd
be bf bj bk bl bl bm bn bn bo bp bq
br br bj bk bs bs bm bt bt bo bp bq
top: 4 4 4 4 4 . 4 6 . 4 . 5
bottom: 5 5 3 . . . 5 5 . . 3 6
left: . 4 . 4 0 4 . . . 3 5 .
right: 4 . 6 4 1 4 . . . 4 5 5
