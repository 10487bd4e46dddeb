# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sudoku.jsonl.bz2, janko.at/Raetsel/Sudoku/1060.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
sudoku 16 box=4x4
grid:
 .  .  4  8 12  7  .  .  9 10 11  . 15  6  3 14
15  .  .  .  2  .  . 11 12  .  .  3  .  .  9  .
 1  . 10  . 14  .  .  3  .  8 13  .  .  4  . 16
 . 11  6  .  .  .  9  .  7 14  .  .  . 13  .  2
 .  .  8 10  .  .  3  .  .  .  5 14  .  .  . 13
 .  .  9  .  4  8  .  .  .  .  .  6  5  .  .  .
 .  1 14  .  .  . 11  .  .  9  2  7  4 10  .  .
 .  .  .  .  1  . 14  5  . 13  8  .  .  7  .  9
16  .  1  .  .  5  4  .  6 11  .  8  .  .  .  .
 .  . 12  5  6 14 15  .  . 16  .  .  .  9  4  .
 .  .  .  2  3  .  .  .  .  . 14 10  .  5  .  .
10  .  .  . 11  1  .  .  .  5  .  .  6 16  .  .
11  . 15  .  .  .  1 14  .  7  .  .  . 12 10  .
14  . 16  .  .  3  7  .  4  .  . 11  .  8  .  5
 .  5  .  . 13  .  . 15 14  .  .  9  .  .  .  4
 8  9  7  3  .  6 16  4  .  . 12  5 14 15  .  .
