# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant thermo,arrow,renban,whispers,kropki,xv,little-killer,sandwich,quadruple --minimal --seed 107
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
r7c5 r8c5 r9c4
renban:
r5c3 r5c2 r6c3 r7c3
r5c9 r5c8 r5c7 r4c8
r3c6 r2c7 r1c8 r2c8
whispers:
r5c6 r4c6 r3c5
r8c4 r9c4 r9c3
xv:
x r1c2 r1c3
v r7c8 r7c9
little-killer:
35 r9c2 r8c3 r7c4 r6c5 r5c6 r4c7 r3c8 r2c9
56 r9c9 r8c8 r7c7 r6c6 r5c5 r4c4 r3c3 r2c2 r1c1
20 r5c9 r6c8 r7c7 r8c6 r9c5
sandwich:
r6 8
r7 6
quadruple:
r1c8 3 4 6 7
r4c8 1 2 3 7
