# examples/sudoku-9x9.solution with four cells left empty: r4c6 r4c9 r5c6 r5c9 hold 1 3 / 3 1,
# a rectangle over two rows of one band and two columns of two boxes, so 3 1 / 1 3 fits as well
# and every other cell is given: exactly two solutions, differing in those four cells.
sudoku 9
grid:
534678912
672195348
198342567
85976.42.
42685.79.
713924856
961537284
287419635
345286179
