# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant kropki,xv,anti-knight --minimal --seed 108
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
white r2c3 r3c3
black r2c5 r2c6
white r3c7 r3c8
white r4c3 r5c3
white r5c5 r5c6
black r5c8 r6c8
white r7c7 r8c7
white r8c3 r9c3
white r8c4 r8c5
white r8c9 r9c9
xv:
x r1c1 r2c1
x r1c5 r2c5
v r2c4 r2c5
x r3c6 r3c7
x r4c1 r4c2
x r4c5 r4c6
