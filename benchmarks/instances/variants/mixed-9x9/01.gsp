# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant thermo,arrow,renban,whispers,kropki,xv,little-killer,sandwich,quadruple --minimal --seed 101
sudoku 9
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
arrow:
r8c2 > r7c1 r6c2 r6c3 r6c4
r9c9 > r8c8 r7c9 r6c9
r2c7 > r2c6 r1c7
renban:
r2c2 r2c1
r7c8 r6c8 r7c7 r8c6 r7c6
whispers:
r2c7 r3c8 r4c9
kropki:
white r7c5 r8c5
white r9c6 r9c7
xv:
v r1c8 r2c8
v r7c1 r7c2
x r7c5 r7c6
sandwich:
r6 6
c6 2
quadruple:
r3c2 1 3 6
r5c8 1 5 6
r2c1 3 6 7 8
