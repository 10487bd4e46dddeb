# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant thermo,arrow,renban,whispers,kropki,xv,little-killer,sandwich,quadruple --minimal --seed 102
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
r6c7 r5c7 r5c6 r6c5
arrow:
r8c2 > r9c3 r9c2 r9c1
renban:
r2c7 r2c8 r3c9 r2c9 r1c8
r4c5 r3c4 r3c3 r4c4
r5c9 r5c8 r4c9
r6c8 r5c7
whispers:
r1c3 r2c4 r3c3 r4c2
kropki:
black r5c1 r6c1
white r5c6 r6c6
white r5c7 r6c7
white r5c8 r5c9
white r7c2 r7c3
black r7c3 r7c4
white r8c3 r8c4
xv:
v r2c8 r2c9
v r9c1 r9c2
sandwich:
c3 0
c8 15
quadruple:
r8c6 1 4
r1c2 1 3 6 8
r2c7 8 9
