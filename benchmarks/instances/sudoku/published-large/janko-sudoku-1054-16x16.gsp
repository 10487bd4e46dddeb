# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sudoku.jsonl.bz2, janko.at/Raetsel/Sudoku/1054.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
sudoku 16 box=4x4
grid:
 .  .  .  1  .  .  5 12 10 11  . 15  4  .  3  .
 5  .  .  .  8 14  . 13  .  7  .  . 11  .  .  .
 .  .  6 13  4  .  . 11  .  .  .  . 15 16  .  .
 3  7  4  . 16  . 10  1  .  6  .  .  .  9  . 14
 6  .  .  .  1  . 12  5  .  .  8 10  9 15 14  .
 .  .  .  .  2  4  6  .  . 13 15  .  .  .  5  .
10  8  . 15  . 13  9  .  1  5 16 14 12  .  .  2
 4  .  .  .  .  . 15  .  .  .  .  2  1  8 16 13
16  1  5  9 14  .  .  .  . 12  .  .  .  .  . 10
 2  .  .  6 13 12 16  9  .  1  3  .  5  .  8  4
 .  3  .  .  . 10  1  .  .  8  9  4  .  .  .  .
 . 12  8  4 15  5  .  . 14 10  . 16  .  .  .  1
14  . 12  .  .  .  8  . 13  4  .  9  . 10  1 16
 .  .  1 16  .  .  .  .  8  .  . 12 14  5  .  .
 .  .  .  5  .  . 13  .  3  . 14  1  .  .  .  8
 . 11  .  8 12  . 14 10  7 16  .  .  3  .  .  .
