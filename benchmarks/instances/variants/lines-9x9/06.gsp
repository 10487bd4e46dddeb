# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant thermo,arrow,palindrome,renban,whispers,between --minimal --seed 106
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
r9c4 r9c3 r9c2
r5c1 r5c2 r6c1 r7c2
r8c7 r7c8 r8c8 r9c7
arrow:
r6c2 > r5c1 r4c2
palindrome:
r2c8 r2c9 r3c8 r4c8 r4c7
r1c8 r1c7 r2c7 r1c6 r1c5 r2c4 r3c3
renban:
r1c6 r2c5 r2c6 r3c5 r4c6
r8c5 r9c5
r5c4 r6c3 r6c4
r1c4 r1c3 r2c3
whispers:
r9c7 r8c6 r9c5
r4c7 r3c6 r2c5 r3c4 r3c3
r1c6 r1c7 r2c7 r3c8
r5c4 r5c3 r4c2 r3c1
between:
r9c9 r8c9 r8c8 r9c7
r8c2 r9c2 r9c3 r8c3 r8c4
