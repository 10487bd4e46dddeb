# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant little-killer,sandwich,quadruple,odd,even,min,max,disjoint --minimal --seed 106
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
sandwich:
r3 14
r4 30
quadruple:
r7c1 8 9
r1c2 6 7
r2c4 2 5 7
r5c7 2 4 7 9
r2c3 1 2
odd:
r7c4
even:
r5c7
r7c3
r9c2
min:
r2c5
r5c6
r7c9
max:
r2c1
r4c8
r5c2
