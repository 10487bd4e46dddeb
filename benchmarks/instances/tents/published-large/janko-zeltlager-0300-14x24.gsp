# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Zeltlager.jsonl.bz2, janko.at/Raetsel/Zeltlager/300.a.htm, Otto Janko (first published: https://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
# trees and counts as the published solution shows them (this janko file stores the solution only)
tents 14x24
grid:
.T........T..TT.........
...T.T..TT........T.T.T.
.T..T.....T.T....T....T.
..............TT...T...T
.......T..........T...T.
.T.T...T.T.............T
.T..T...T..T.T.....T....
....T.T..........T......
T..........T.T.....T.T..
........T....TT.........
.......T........T.T..T.T
.T.T.T.........T...T..T.
T........TT.T...........
.T.......T.T......T..TT.
right: 7 4 5 4 5 6 3 6 2 5 5 4 5 6
bottom: 5 2 3 1 4 1 2 3 1 5 2 4 3 2 3 3 2 3 1 5 1 4 1 6
