# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Zeltlager.jsonl.bz2, janko.at/Raetsel/Zeltlager/620.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
# trees and counts as the published solution shows them (this janko file stores the solution only)
tents 14x24
grid:
.T.T........T..T..T.....
.T..T......T.....T.....T
..T..T..T........T...T..
.......T.......T.T.T.T..
.T..T.T.....TT........T.
T.T..TT...TT...T..T.....
.........T...T...T.T.TT.
T..............T.......T
...T.T....T.............
..TT..T...T...T........T
..............T...T.T...
...T.....T............T.
T.....T..T..T....T..T...
..T......T......T.......
right: 8 1 7 2 8 4 6 4 7 3 5 2 6 4
bottom: 5 2 3 4 2 3 3 1 3 3 2 5 0 4 1 5 1 5 0 5 1 2 2 5
