# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sudoku.jsonl.bz2, janko.at/Raetsel/Sudoku/1059.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
sudoku 16 box=4x4
grid:
 1  .  9  . 11  . 10  6  . 13  .  8  7  .  5 14
12 10 11  .  .  .  1  7  4 16  .  .  .  .  8  .
 .  . 13  .  .  .  .  8  .  .  .  6 12  9 11  4
 3  .  8  .  2 12  .  .  .  .  .  .  .  .  .  .
16  .  1  .  .  8  9 10  .  .  .  . 15  .  .  3
 .  .  .  .  .  7 14 13  . 15  4 10 11  .  .  .
10  5  .  .  .  1  4  .  . 14  9  3  .  .  2 13
 .  4  .  .  .  .  .  .  .  . 13 12  .  7  6 10
15 12  6  .  8 11  .  .  .  .  .  .  .  . 16  .
 5 11  .  . 13  9 12  .  .  6  1  .  .  .  4 15
 .  .  . 16 15 10  6  .  5  3 11  .  .  .  .  .
 8  .  . 10  .  .  .  . 12  2 15  .  . 11  .  1
 .  .  .  .  .  .  .  .  .  .  2 13  . 16  . 12
 2  9  7  1  4  .  .  . 10  .  .  .  . 13  .  .
 .  8  .  .  .  . 16  2  3  4  .  .  . 15  1  9
14 13  .  3 10  . 15  . 11 12  .  1  .  6  .  2
