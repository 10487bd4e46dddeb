# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sudoku.jsonl.bz2, janko.at/Raetsel/Sudoku/1057.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
sudoku 16 box=4x4
grid:
 .  1  .  .  .  .  3  7  2  .  .  .  .  . 14  .
 8  .  5  9  .  . 16  .  .  6  .  3  1 15  .  4
 .  4  . 14 12  .  8  .  .  . 16  .  7  .  3  .
 . 10  7  . 14 13  1  6 11  .  .  .  .  9  5  .
 .  6  .  .  8  .  .  9  .  . 15 14 11  2  .  .
 .  .  4  . 13  5  .  .  . 10  2  . 14  .  .  .
 .  9  .  .  .  2  .  3  .  .  .  . 12  1 16  5
13  .  .  2  .  .  . 12  9 11  .  5 15  .  .  6
14  .  .  6 10  .  2 13 12  .  .  .  5  .  . 15
10  3  2 15  .  .  .  .  1  .  8  .  .  .  6  .
 .  .  . 16  .  6  7  .  .  . 14  9  . 11  .  .
 .  .  1 11  4  3  .  . 15  .  .  6  .  .  2  .
 . 12 14  .  .  .  . 11  8  7  6 15  . 13 10  .
 . 15  .  7  . 14  .  .  .  1  .  2  4  . 11  .
16  .  3 13  1  . 15  .  . 12  .  .  6 14  .  7
 . 11  .  .  .  .  . 16  4 14  .  .  .  . 15  .
