# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant thermo,arrow,renban,whispers,kropki,xv,little-killer,sandwich,quadruple --minimal --seed 106
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
renban:
r9c6 r9c5
r6c7 r7c6 r7c5
r3c4 r4c3 r4c4
whispers:
r1c6 r1c7 r2c7 r3c8
r7c5 r7c4 r6c5 r5c5 r5c6 r6c6
r5c2 r5c1 r6c1
kropki:
black r2c4 r2c5
white r8c1 r9c1
black r8c9 r9c9
xv:
x r3c3 r4c3
x r8c2 r9c2
little-killer:
42 r9c1 r8c2 r7c3 r6c4 r5c5 r4c6 r3c7 r2c8 r1c9
sandwich:
r5 6
r9 0
c5 7
quadruple:
r3c7 4 6
r6c5 3 4
r1c5 3 8
r2c4 1 7
