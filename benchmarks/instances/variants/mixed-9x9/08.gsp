# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant thermo,arrow,renban,whispers,kropki,xv,little-killer,sandwich,quadruple --minimal --seed 108
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
r8c6 r8c7 r9c6 r9c7 r9c8
arrow:
r7c5 > r6c6 r5c7 r4c8
r8c2 > r7c2 r6c1 r5c1
renban:
r3c2 r2c3 r2c2 r1c3
r4c4 r4c5
r2c6 r1c6 r2c7
kropki:
white r2c4 r3c4
black r5c8 r6c8
sandwich:
r1 7
r2 25
r4 27
r7 0
c2 0
c4 11
quadruple:
r4c2 2 8
r4c4 5 7 8
r2c4 2 3
