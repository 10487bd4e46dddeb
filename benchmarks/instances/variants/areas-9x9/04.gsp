# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant little-killer,sandwich,quadruple,odd,even,min,max,disjoint --minimal --seed 104
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
20 r7c1 r8c2 r9c3
31 r2c1 r3c2 r4c3 r5c4 r6c5 r7c6 r8c7 r9c8
sandwich:
r6 3
c4 15
quadruple:
r7c3 1 8 9
r4c1 1 2 5 9
r3c6 3 6 7 9
odd:
r1c2
r3c2
r6c3
r6c9
even:
r2c3
r4c8
r5c9
r6c4
min:
r3c9
r9c4
max:
r2c5
r5c1
r5c9
