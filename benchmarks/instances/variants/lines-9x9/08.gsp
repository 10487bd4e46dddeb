# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant thermo,arrow,palindrome,renban,whispers,between --minimal --seed 108
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
r8c3 r7c4 r8c4
r2c5 r3c5 r4c5
arrow:
r8c2 > r7c2 r6c1 r5c1
r4c7 > r5c8 r6c9 r7c9
renban:
r1c6 r2c7 r3c7 r2c8
r6c7 r6c8
whispers:
r5c9 r6c9 r6c8 r7c7
r8c8 r9c9 r8c9
r6c5 r5c4 r4c5 r3c5
r3c3 r2c3 r1c4
r6c2 r7c1 r8c2 r9c3
r5c3 r4c3 r5c2
between:
r2c3 r1c3 r1c4 r2c4 r2c5 r2c6
