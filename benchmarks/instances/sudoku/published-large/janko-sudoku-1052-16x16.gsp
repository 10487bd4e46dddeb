# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sudoku.jsonl.bz2, janko.at/Raetsel/Sudoku/1052.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
sudoku 16 box=4x4
grid:
 .  8  .  6  .  4  . 12 10  .  . 13  . 16  7  .
16  .  7  . 15 13  . 10  .  4  .  .  .  .  .  8
 4  .  .  .  7  .  .  5  8  . 16  .  .  .  9  .
 .  .  .  .  8 16 14  1  . 12  7  3  .  .  . 10
 5  .  .  9  .  .  . 11  . 10  .  .  7  8 14  .
 .  . 16  2  .  .  .  6  .  .  .  . 10  . 11 13
 . 10  . 15  9  .  1 16  2  7  .  .  4  .  .  .
 1  . 11  .  .  .  2  3 13  6  5  4 16 15 12  9
11  4 12 16  5  2 13  9  6  1  .  .  .  7  . 14
 .  .  .  7  .  .  4 14 16 13  .  2  6  .  5  .
 6  1  .  5  .  .  .  . 11  .  .  .  2 13  .  .
 . 13  9  3  .  . 12  .  5  .  .  . 11  .  . 15
13  .  .  . 12  3 16  .  4  9  1  6  .  .  .  .
 .  2  .  .  .  5  .  4 14  .  . 10  .  .  .  3
14  .  .  .  .  .  7  .  3  . 13 11  .  2  .  4
 .  9  3  . 14  .  . 13  7  .  2  .  5  .  1  .
