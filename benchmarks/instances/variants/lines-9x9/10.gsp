# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant thermo,arrow,palindrome,renban,whispers,between --minimal --seed 110
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
r4c3 r5c3
r1c9 r2c8 r3c9
r5c6 r6c5 r6c4
r9c4 r9c3 r9c2
r3c8 r4c7 r3c6
arrow:
r4c1 > r5c2 r6c3 r6c2
r9c8 > r9c7 r8c8 r9c9
r5c4 > r4c5 r4c4 r3c3
palindrome:
r3c8 r4c8 r4c9
r9c6 r8c6 r7c5 r7c6 r6c6 r5c7 r6c8
renban:
r2c3 r1c4 r1c3 r2c2
r8c8 r8c7
r7c7 r7c6 r6c7 r5c8 r5c7
whispers:
r5c9 r6c8 r6c9 r7c9 r7c8
r8c2 r8c1 r9c2 r8c3
between:
r5c8 r5c7 r6c8 r7c7 r6c7
