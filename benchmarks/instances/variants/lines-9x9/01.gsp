# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant thermo,arrow,palindrome,renban,whispers,between --minimal --seed 101
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
r4c4 r3c3 r4c3
r1c7 r2c8 r3c7 r3c8
arrow:
r1c4 > r2c3 r3c4 r3c5
r9c9 > r8c8 r7c9 r6c9
r5c2 > r5c1 r4c2 r3c2
palindrome:
r7c3 r8c4 r9c4
r2c7 r3c6 r3c5
r5c5 r6c4 r7c4
renban:
r1c8 r1c7 r2c7 r2c8 r2c9
r6c3 r5c2 r4c3 r3c3
r8c8 r8c7 r7c7 r8c6 r8c5
r8c9 r7c8
whispers:
r5c3 r6c2 r7c3 r6c4 r6c5
r2c7 r3c8 r2c8 r3c9
r2c3 r1c4 r1c3 r1c2 r1c1
r3c5 r2c5 r3c4
between:
r8c6 r7c7 r7c8
r5c7 r6c8 r6c9 r5c8 r4c8
r4c7 r3c7 r2c6 r1c5 r1c4 r2c3
