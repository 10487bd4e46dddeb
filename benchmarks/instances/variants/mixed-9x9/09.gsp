# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant thermo,arrow,renban,whispers,kropki,xv,little-killer,sandwich,quadruple --minimal --seed 109
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
r7c1 r8c2 r9c1
r2c7 r1c6
arrow:
r2c2 > r2c3 r3c4
kropki:
white r3c8 r4c8
white r4c6 r5c6
black r5c3 r5c4
black r5c8 r5c9
white r6c9 r7c9
black r7c2 r7c3
white r8c9 r9c9
black r9c8 r9c9
xv:
x r3c1 r4c1
x r7c6 r8c6
x r8c3 r8c4
little-killer:
29 r4c9 r3c8 r2c7 r1c6
sandwich:
r7 22
c3 12
c8 10
quadruple:
r5c5 3 4 6 9
