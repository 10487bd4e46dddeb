# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Zeltlager.jsonl.bz2, janko.at/Raetsel/Zeltlager/629.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
# trees and counts as the published solution shows them (this janko file stores the solution only)
tents 14x24
grid:
.TT.T..T.....T..TT...T..
..........T.............
..T........T....T.....TT
T.......T.T..T.....TT...
T....T.T......T........T
...........T....T.......
....T..T.T........TT.TT.
..T.....T...T...........
.T...T.T.T...........T..
..T.....T....T..T.....T.
..T..T.T.....T.TT.T.....
.T..........T....T....T.
..T.T..............T..TT
.......TT.T.T...........
right: 8 2 6 5 3 4 7 2 8 2 6 4 5 5
bottom: 3 3 2 4 2 2 4 0 7 0 4 3 3 3 2 2 3 3 1 4 2 4 0 6
