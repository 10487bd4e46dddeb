# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sudoku.jsonl.bz2, janko.at/Raetsel/Sudoku/1053.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
sudoku 16 box=4x4
grid:
 7  .  9  .  .  .  2  .  .  5  . 16  . 11  . 15
 . 13 14  2  .  4  .  6  9 12 15  . 16 10  1  .
15  5  .  . 13  9  .  .  .  .  .  2  .  .  4  3
 . 12  .  .  .  . 11 15  8 10  .  .  .  .  2  .
 8  . 10  .  2  1  . 13 16  .  . 15  . 14  .  .
 .  7  .  .  . 10  4  .  .  1 12 13  .  6 16  .
 6 16  . 12  .  7  .  . 11  .  5  .  1  .  .  9
 .  4  . 13  6  . 16 14 10  .  .  8 11  .  5  .
 . 15  . 14  8  .  .  1  6 16  .  9  2  . 12  .
10  .  .  6  . 13  .  5  .  .  2  . 15  .  8 16
 .  8  3  . 15  6 14  .  . 13  7  .  .  .  9  .
 .  . 12  . 10  .  .  7  3  .  8  5  .  1  .  6
 . 14  .  .  .  .  6 10  5  4  .  .  .  .  3  .
16  3  .  .  5  .  .  .  .  . 14  1  .  . 11 10
 .  1  4  7  .  2 13 11 15  .  9  .  5  8  6  .
 5  .  8  .  9  .  1  .  .  2  .  .  .  4  . 13
