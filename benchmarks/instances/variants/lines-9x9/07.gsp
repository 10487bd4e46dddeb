# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant thermo,arrow,palindrome,renban,whispers,between --minimal --seed 107
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
r9c5 r8c6 r7c6
r8c9 r8c8
r5c1 r6c1 r5c2
arrow:
r9c5 r9c6 > r8c5 r8c4 r8c3 r8c2
r3c9 > r3c8 r2c9 r1c9
palindrome:
r7c7 r8c7 r8c6 r7c5 r8c4
r5c9 r4c9 r3c8
r3c6 r2c7 r1c7
r2c5 r2c4 r3c5 r4c5 r4c4
renban:
r4c4 r5c5 r5c6 r4c7
r9c9 r9c8
r2c5 r3c5 r3c4
r4c1 r3c2 r2c2 r3c3
r6c5 r7c5
whispers:
r2c6 r2c7 r3c8 r3c9
r8c9 r7c9 r6c8 r5c8
r3c3 r4c4 r4c5
between:
r8c3 r7c3 r6c3 r5c3
r3c4 r2c3 r1c3
r6c4 r7c4 r7c5 r8c6
