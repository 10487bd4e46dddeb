# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant little-killer,sandwich,quadruple,odd,even,min,max,disjoint --minimal --seed 102
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
13 r1c7 r2c8 r3c9
39 r9c9 r8c8 r7c7 r6c6 r5c5 r4c4 r3c3 r2c2 r1c1
16 r5c9 r6c8 r7c7 r8c6 r9c5
sandwich:
r2 35
r5 10
quadruple:
r2c1 4 8
r7c1 1 2 8
r4c5 3 7 9
r5c1 1 2 4
r1c7 5 7 8
min:
r2c5
max:
r1c4
r4c5
r8c3
