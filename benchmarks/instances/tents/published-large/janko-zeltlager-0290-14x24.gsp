# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Zeltlager.jsonl.bz2, janko.at/Raetsel/Zeltlager/290.a.htm, Otto Janko (first published: https://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
# trees and counts as the published solution shows them (this janko file stores the solution only)
tents 14x24
grid:
T.......T......T.T..T...
....T.....T.T..........T
..T....T........T.......
T.......T.T..T...T.....T
.....T.....T.......T.T..
T......T.....T.T.......T
....TT....TT...T..TT..T.
...TT..................T
......T..T.TT......T....
.T............T..T.T.T..
....T..T................
....T.........T.......T.
.T.T.....T.T.....TT..T..
..T.T...T.TT.....T....T.
right: 8 2 3 6 3 5 6 3 7 3 3 8 0 10
bottom: 3 3 1 4 1 5 1 4 3 3 1 5 2 3 2 2 4 2 3 2 2 4 0 7
