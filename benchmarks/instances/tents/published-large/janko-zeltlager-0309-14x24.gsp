# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Zeltlager.jsonl.bz2, janko.at/Raetsel/Zeltlager/309.a.htm, Otto Janko (first published: https://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
# trees and counts as the published solution shows them (this janko file stores the solution only)
tents 14x24
grid:
.T..T....T.....T.T.T....
TT.....T................
......T.....TT......T.TT
..........T....T.T.T...T
T......T....T.........T.
T...T...T........T.T....
...T....T....TT.....T...
T.............T...T....T
.....T.....T............
...........T..T.T....T..
....T.TT.........T.....T
.T.T..T.....T.........T.
T.....T..T.T..TT.T.....T
......T....T.....T...TT.
right: 4 7 4 2 8 3 5 6 1 6 3 8 3 7
bottom: 6 1 1 3 2 3 2 4 2 1 4 3 1 4 3 4 3 1 3 3 3 4 0 6
