# Easy as ABC: A to D once per row and column, a clue is the first letter seen; one solution.
# Solve it with:  gridsat solve examples/abc-5x5.gsp
abc 5 letters=4
top: . . . C .
bottom: . . D . D
left: . B . . .
right: B C . A .
