# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant thermo,arrow,renban,whispers,kropki,xv,little-killer,sandwich,quadruple --minimal --seed 103
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
r1c1 > r2c1 r3c2
r3c8 > r4c8 r5c8 r6c7
r3c9 > r2c9 r1c9
r8c8 > r9c8 r9c7
renban:
r3c3 r4c2
r1c4 r2c5 r2c4 r3c4
whispers:
r6c3 r7c3 r6c4 r6c5
r1c5 r2c6 r1c6 r1c7
kropki:
black r2c4 r3c4
white r4c8 r5c8
white r9c4 r9c5
xv:
x r6c7 r7c7
sandwich:
r4 7
r5 0
quadruple:
r7c2 1 4 6 9
r4c1 1 5 7
r1c8 6 9
r8c5 2 3 9
