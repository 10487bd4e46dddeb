# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant little-killer,sandwich,quadruple,odd,even,min,max,disjoint --minimal --seed 109
sudoku 9 disjoint
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
little-killer:
9 r9c8 r8c9
50 r9c2 r8c3 r7c4 r6c5 r5c6 r4c7 r3c8 r2c9
sandwich:
c4 3
c6 12
quadruple:
r2c3 1 5 6
r3c5 3 8 9
r8c2 2 6 7
r8c7 6 7 9
odd:
r1c4
r4c5
r8c1
r8c9
even:
r7c1
min:
r6c1
r6c6
max:
r1c3
r2c2
r8c7
