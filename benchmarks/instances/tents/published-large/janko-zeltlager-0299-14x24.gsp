# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Zeltlager.jsonl.bz2, janko.at/Raetsel/Zeltlager/299.a.htm, Otto Janko (first published: https://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
# trees and counts as the published solution shows them (this janko file stores the solution only)
tents 14x24
grid:
..............T........T
..TT...T.T.......T.T....
T..........T.TT...T.T..T
...T.T....T.............
..T.....T...T...TT......
.......T....T.....TT....
...T..T.........T...TT.T
TT......T...........T.T.
.T..T.....T.............
T........T....T.T.....T.
....TT......T.TT..TT.T..
.T..........T...T.......
.T..TT...T.....T...TT..T
................T.....T.
right: 4 6 3 8 3 5 5 2 7 3 5 6 3 7
bottom: 3 3 3 0 5 1 5 0 4 2 1 3 3 2 1 6 1 5 1 6 0 5 1 6
