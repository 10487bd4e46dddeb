# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant thermo,arrow,renban,whispers,kropki,xv,little-killer,sandwich,quadruple --minimal --seed 104
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
r1c9 r2c9
arrow:
r9c7 > r9c6 r9c5 r9c4
renban:
r9c2 r8c1 r9c1
r3c5 r2c6 r1c5
r2c5 r1c6
r3c1 r4c2 r3c3 r3c2
whispers:
r9c9 r9c8 r8c8 r9c7
r2c3 r2c2 r3c2
r5c8 r5c9 r4c9
r6c5 r6c4 r5c4
kropki:
white r1c2 r1c3
white r9c1 r9c2
xv:
v r5c8 r6c8
x r8c6 r8c7
sandwich:
r4 17
quadruple:
r5c3 1 6 7
r3c6 5 7 9
r7c8 5 6 8
r3c5 2 4
