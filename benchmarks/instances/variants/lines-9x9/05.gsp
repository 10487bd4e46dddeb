# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant thermo,arrow,palindrome,renban,whispers,between --minimal --seed 105
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
r9c3 r8c4 r8c5
r7c6 r8c6
r1c3 r1c2
r3c3 r4c3 r5c2
arrow:
r8c7 > r9c6 r9c5
r5c6 > r4c7
r9c9 > r9c8 r8c8 r7c8
r3c5 r3c6 > r2c5 r1c5 r1c4 r1c3
r4c4 > r5c4 r6c5 r7c4
palindrome:
r8c5 r9c5 r9c4 r9c3 r8c2 r8c1 r7c1
renban:
r7c8 r8c8 r7c9 r8c9
r9c4 r9c5 r9c6
r3c5 r3c4
r7c5 r6c4 r5c3 r5c2
whispers:
r4c9 r5c9 r6c9 r7c9
between:
r2c2 r3c1 r2c1
r5c7 r5c8 r4c8 r3c9 r2c9
r4c2 r3c2 r2c3 r1c3
