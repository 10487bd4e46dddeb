# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant thermo,arrow,palindrome,renban,whispers,between --minimal --seed 104
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
r4c7 r4c6
r9c6 r8c7 r7c8
arrow:
r4c4 > r4c5 r3c4
palindrome:
r5c4 r5c3 r4c2
r9c1 r9c2 r9c3 r8c4 r7c4 r8c5 r8c6
r3c6 r2c7 r1c7
r7c8 r6c7 r5c6 r5c7 r6c8 r7c9 r6c9
renban:
r9c6 r9c5
r3c6 r4c5 r3c5 r3c4
r3c2 r4c3 r4c2 r5c3
whispers:
r4c5 r4c6 r5c7 r4c7 r5c8 r4c8 r3c9
r8c9 r9c9 r9c8 r8c8 r9c7
r8c2 r9c3 r8c3
r2c8 r1c8 r1c9
between:
r3c8 r3c7 r3c6
