# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sudoku.jsonl.bz2, janko.at/Raetsel/Sudoku/1056.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
sudoku 16 box=4x4
grid:
 1  4 11  .  .  .  9  3  .  .  . 15  7  .  .  5
 .  6 16  .  .  .  5  7  .  .  .  4  .  8 11  3
 .  8  .  9  6  4  .  .  .  .  .  7  .  . 16 15
 5  .  .  . 16  .  . 12 11 14  .  8  .  4  .  .
12 15  5  6  .  2 13  .  .  .  9  .  8 16  .  .
 .  .  .  .  5  . 12  .  4  .  . 16  .  9  .  .
 .  .  .  4  .  .  .  . 13  .  8  2  .  .  3 10
 .  .  .  8  . 16  4  9  5  .  .  . 13  .  1  7
 2 13  .  5  .  .  . 14 15  9 10  . 16  .  .  .
10  9  .  .  4  5  . 16  .  .  .  . 14  .  .  .
 .  .  1  . 12  .  .  2  .  4  . 11  .  .  .  .
 .  .  8 16  .  9  .  .  .  2 14  .  1 11  5  4
 .  .  2  .  9  . 16  6  7  .  .  1  .  .  .  8
 3 11  .  .  8  .  .  .  .  .  6  9 10  .  7  .
16  7  9  . 15  .  .  . 14  8  .  .  .  2 12  .
 8  .  . 12 14  .  .  .  2  3  .  .  . 13  9 16
