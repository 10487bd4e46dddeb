# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant thermo,arrow,renban,whispers,kropki,xv,little-killer,sandwich,quadruple --minimal --seed 105
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
thermo:
r9c3 r8c4 r8c5
r4c9 r3c8
r1c3 r1c2
r2c7 r1c8 r2c8
arrow:
r3c5 r3c6 > r2c5 r1c5 r1c4 r1c3
r4c4 > r5c4 r6c5 r7c4
r6c3 > r7c2 r8c1 r9c1
renban:
r4c4 r5c5 r6c4
whispers:
r2c2 r1c2 r2c3 r3c2 r4c1
kropki:
white r4c3 r5c3
white r5c8 r6c8
white r7c6 r8c6
xv:
x r5c2 r5c3
v r6c8 r7c8
sandwich:
r1 0
quadruple:
r5c7 4 6 9
r1c3 2 6
r8c4 3 8 9
r1c8 1 7
