# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant thermo,arrow,renban,whispers,kropki,xv,little-killer,sandwich,quadruple --minimal --seed 110
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
r7c6 r7c7 r6c7
arrow:
r4c1 > r5c2 r6c3 r6c2
r4c9 > r4c8 r5c9
r6c9 > r7c8
r4c6 > r3c5 r2c6 r2c7 r1c8
renban:
r5c9 r6c9
r9c4 r8c3 r7c3 r6c3
r4c7 r5c8
whispers:
r9c4 r8c4 r9c5
sandwich:
r1 30
c7 11
quadruple:
r7c1 1 2 7 9
r6c3 1 4 8
r3c2 1 2 6 8
r3c1 1 6 7 8
