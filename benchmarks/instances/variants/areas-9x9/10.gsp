# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant little-killer,sandwich,quadruple,odd,even,min,max,disjoint --minimal --seed 110
sudoku 9 disjoint
grid:
.........
.........
.........
.........
.........
.........
.........
.....3...
.........
sandwich:
r4 8
r6 20
c8 4
quadruple:
r1c2 1 3 7
r2c3 2 7
odd:
r1c4
r1c8
r3c4
r4c1
r4c2
even:
r5c3
r7c4
r8c1
r9c4
min:
r2c4
r4c6
r6c5
r7c1
max:
r1c3
r1c8
r2c5
r3c4
