# Binairo: no three equal in a line, as many 0s as 1s, no two equal lines; one solution.
# Solve it with:  gridsat solve examples/binairo-6x6.gsp
binairo 6x6
grid:
. . . 0 . 0
. . 0 . . .
. . . 0 1 .
. 1 . . . .
. . . . . 0
. . 1 . 1 .
