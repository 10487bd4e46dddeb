# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant thermo,arrow,palindrome,renban,whispers,between --minimal --seed 103
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
r5c2 r5c1 r6c1
r4c2 r5c3 r4c4
r9c9 r9c8 r8c8 r8c7
arrow:
r7c6 > r8c6 r8c5
r8c8 > r9c8 r9c7
palindrome:
r5c5 r5c4 r6c3
r3c9 r3c8 r4c8 r4c7 r5c6
r6c6 r6c7 r5c7
r3c6 r2c7 r2c8
r3c3 r3c2 r3c1 r4c1 r5c2
renban:
r7c6 r7c7
r3c9 r4c9 r3c8 r2c7
r5c4 r6c5 r6c6
r4c3 r4c2
r3c1 r2c2 r1c2
whispers:
r6c1 r6c2 r5c3 r4c3
between:
r2c7 r1c7 r2c6 r3c5 r4c4
r7c1 r8c1 r8c2 r8c3 r7c2
r6c1 r6c2 r7c3
