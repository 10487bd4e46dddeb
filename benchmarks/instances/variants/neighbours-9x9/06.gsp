# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant kropki,xv,anti-knight --minimal --seed 106
sudoku 9 anti-knight
grid:
.........
.........
.........
.........
.........
.........
.........
.........
.........
kropki:
white r4c4 r5c4
white r4c7 r5c7
black r5c9 r6c9
white r6c7 r7c7
white r8c3 r9c3
xv:
v r2c4 r2c5
x r2c6 r3c6
x r3c1 r3c2
x r4c2 r4c3
x r4c4 r4c5
v r4c4 r5c4
x r5c5 r5c6
x r5c8 r5c9
x r7c9 r8c9
x r8c3 r8c4
