# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant little-killer,sandwich,quadruple,odd,even,min,max,disjoint --minimal --seed 107
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
11 r8c1 r9c2
32 r4c9 r5c8 r6c7 r7c6 r8c5 r9c4
sandwich:
r4 0
r7 7
c1 13
c4 9
c5 18
c6 16
c8 6
odd:
r1c4
r7c8
r9c8
even:
r3c7
r5c7
r6c9
r7c5
min:
r2c6
r7c7
max:
r1c5
r3c9
