# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Zeltlager.jsonl.bz2, janko.at/Raetsel/Zeltlager/310.a.htm, Otto Janko (first published: https://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
# trees and counts as the published solution shows them (this janko file stores the solution only)
tents 14x24
grid:
..TTT.........T......T..
.........TT....T...T...T
T.....T.T.T..T.........T
......T........T.T..T..T
..T........T.T..........
...T.T.T.............T..
....T.......T...T..T....
T.........T....T.......T
.T..T.T.T............TT.
....T.....T.T..T..T.....
.....T.T.....T.....T...T
T..T.....T....T.......T.
...T.......T.T..........
......T.T.T.....TT...TT.
right: 5 5 4 4 6 3 7 2 6 4 4 6 1 10
bottom: 3 3 1 5 1 5 2 2 4 2 2 4 1 6 0 4 2 1 5 0 4 3 1 6
