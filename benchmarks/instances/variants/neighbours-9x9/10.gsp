# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant kropki,xv,anti-knight --minimal --seed 110
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
white r1c7 r2c7
white r6c2 r7c2
white r6c8 r6c9
white r7c6 r7c7
white r7c6 r8c6
white r8c4 r8c5
black r8c5 r8c6
xv:
x r1c3 r2c3
v r2c5 r3c5
x r3c1 r3c2
v r4c6 r4c7
x r5c5 r5c6
x r6c1 r7c1
v r7c3 r8c3
x r8c5 r9c5
