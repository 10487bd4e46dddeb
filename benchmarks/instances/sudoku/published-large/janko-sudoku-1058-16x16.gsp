# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sudoku.jsonl.bz2, janko.at/Raetsel/Sudoku/1058.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
sudoku 16 box=4x4
grid:
12  . 14 15  .  .  8 10  5  .  . 16  .  .  3 13
 4  2  8  7  .  .  .  .  . 10 14  .  .  6  1  .
 .  5 16  .  .  7  4  .  .  2 11  .  . 10  8 14
 .  .  . 10 13  .  .  2  .  .  .  . 16  . 12  4
14  .  .  .  .  5  .  . 10  6 15  .  8  .  .  .
 . 12 13  . 10  . 11  .  3  .  .  7  . 14  .  .
 .  3 10  . 14  .  .  7  .  .  9  .  .  5  .  1
 7  .  .  . 16 15  .  .  .  1  .  .  3  .  . 10
13  .  .  4  .  .  1  .  .  . 10 15  .  .  .  8
10  . 15  .  . 13  .  .  6  .  .  9  .  4  2  .
 .  .  2  . 15  .  .  9  . 12  .  4  .  3 14  .
 .  .  .  6  . 11 14 12  .  .  1  .  .  .  .  7
16 15  . 14  .  .  .  .  9  .  .  6 10  .  .  .
11  1 12  .  . 10 15  .  . 14  4  .  .  7  6  .
 . 13  7  .  .  4  6  .  .  .  .  . 14 12 11  9
 8 10  .  .  2  .  . 14 16  7  .  . 13  1  . 15
