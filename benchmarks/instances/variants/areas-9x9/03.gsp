# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant little-killer,sandwich,quadruple,odd,even,min,max,disjoint --minimal --seed 103
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
4 r1c2 r2c1
sandwich:
c3 13
c4 11
quadruple:
r2c8 1 5 8
r4c6 2 5 6
r6c2 1 2 5 9
odd:
r2c5
r5c7
even:
r1c6
r4c5
r4c6
r5c5
min:
r4c9
r7c1
r7c5
max:
r3c7
r4c5
r4c8
r7c2
r8c7
