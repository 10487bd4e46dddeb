# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sudoku.jsonl.bz2, janko.at/Raetsel/Sudoku/1051.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
sudoku 16 box=4x4
grid:
 5  .  .  . 11  .  .  . 16  .  6  2 12 10  1  9
 6  .  1  . 15  .  8  . 10  . 12  5  2  .  .  .
11  .  9  .  .  2  .  .  .  .  . 14  .  3 16  .
 7 10  .  2  . 16  1  .  4  9  .  8 14  .  .  .
10 11  2  3 14  .  .  .  .  .  .  9  .  .  4 13
12  1  .  .  .  5 11  .  .  4 10  .  9  7  .  .
 .  .  . 14  .  4  9  7  .  6  1  . 16  . 10  .
 8  7  .  9  .  .  . 16  2 14  .  .  .  .  .  .
 .  .  .  .  .  .  2  5  9  .  .  .  8  . 13  6
 . 14  . 15  . 13  6  .  1 10  8  .  7  .  .  .
 .  . 13 12  . 15 14  .  .  5  3  .  .  . 11 10
 1  8  .  . 16  .  .  .  .  .  .  4 15  5  9  3
 .  .  . 10  4  .  5 14  . 13  2  .  3  .  6  7
 .  4  7  .  2  .  .  .  .  .  9  .  . 15  .  5
 .  .  .  1 10  9  . 15  .  8  .  7  . 16  . 12
 2 13 12  5  7  8  .  6  .  .  .  1  .  .  . 11
