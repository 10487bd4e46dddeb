# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Masyu.jsonl.bz2, janko.at/Raetsel/Masyu/500.a.htm, Otto Janko (first published: https://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
masyu 20x36
grid:
B.......B.B...W...W.W...W.WB....W...
...W.B.W....B...W.....W.....B.W....B
B.W............W..W.B...W.........B.
..W....WWW....W.W.....B........W.B..
....W.....................B.........
B.W.......W.B...B..B..WW.B...BW.BB..
B.W..B.W..W...B......B..W....B...B..
....B.WW........B..B.......W..WW....
..W......W.BW.BW.........B.W....W..W
B...W......W...W...B.B.B.....BW...W.
B.....WW.B...W.W......W.W..W.W.....W
.B.......W..W..BB...B..B..WW........
.....B.W............B.....WW......W.
.B..B...WWW.WW.....B.W.....W........
......WW.............WW............W
B.W.W.....W...B.B..B....W.W.B.......
..W........WWW.....W....W...WWW...W.
.WW...B.B......W.B..B..BB.W.WW.W..WW
.........B...W............W...W.WW..
.W..BB....B....W.B..B..W............
