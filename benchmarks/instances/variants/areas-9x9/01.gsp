# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant little-killer,sandwich,quadruple,odd,even,min,max,disjoint --minimal --seed 101
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
27 r9c6 r8c5 r7c4 r6c3 r5c2 r4c1
24 r4c9 r3c8 r2c7 r1c6
sandwich:
r1 0
c1 7
c6 19
c9 0
quadruple:
r2c7 2 6
r5c1 5 7
r7c1 6 7
r3c6 3 5 6 8
odd:
r1c4
r3c2
even:
r5c7
r9c6
min:
r2c4
r7c3
r9c3
max:
r2c6
r5c5
r6c9
r9c5
