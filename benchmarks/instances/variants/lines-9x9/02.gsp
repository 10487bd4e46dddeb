# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant thermo,arrow,palindrome,renban,whispers,between --minimal --seed 102
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
r7c8 r8c9
arrow:
r2c3 > r2c2 r3c3 r3c4 r4c4
palindrome:
r3c5 r3c4 r2c3 r2c2 r1c2
r7c3 r8c3 r9c4
r2c6 r2c7 r1c7
r3c3 r3c2 r4c2 r5c1 r6c1
renban:
r9c9 r9c8
r2c4 r3c5 r4c6 r5c7 r5c8
r6c5 r7c5 r8c4
r1c8 r2c8
whispers:
r6c5 r5c4 r6c4 r5c5 r4c6 r4c7
r6c3 r5c3 r5c2 r6c2 r6c1
between:
r5c7 r6c7 r7c7 r8c7 r8c6 r9c6
r3c7 r3c6 r3c5 r3c4
r4c9 r4c8 r5c8 r4c7
