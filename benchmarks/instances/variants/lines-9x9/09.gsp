# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant thermo,arrow,palindrome,renban,whispers,between --minimal --seed 109
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
r6c8 r5c9 r4c9
r3c8 r2c9
arrow:
r2c2 > r2c3 r3c4
r8c2 > r9c2 r8c1 r7c1 r6c2
r3c7 > r2c8 r1c7 r1c8
palindrome:
r7c3 r8c3 r9c4 r9c5 r8c4
r5c8 r5c7 r6c6 r7c5 r6c5
renban:
r3c9 r2c9 r3c8 r3c7 r2c6
r7c8 r8c8 r9c8
whispers:
r1c5 r1c6 r1c7
r9c6 r9c7 r8c6 r8c7
r6c5 r7c6 r7c7 r6c7
between:
r5c7 r5c8 r6c8 r6c9 r7c9
r5c1 r4c2 r3c3 r3c4 r3c5
r7c1 r8c2 r9c1
