# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sudoku.jsonl.bz2, janko.at/Raetsel/Sudoku/1055.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
sudoku 16 box=4x4
grid:
 9  .  2  7 12  6 15  . 13  .  4  8 14 11 10  .
16  8  . 11  3  .  .  .  .  .  .  .  . 15  7 13
 1  6  .  .  .  .  5  .  3  . 10 15  .  4  .  .
 4 13  . 15 10  .  .  .  .  2  .  9  . 12  .  .
 .  1 15  .  . 16 12  .  . 10 14  5  .  .  8  2
14 16  3  6  .  .  7  .  2  8  9  .  .  .  .  .
 .  9  8  2  .  5  .  6  .  .  .  . 11  . 15  .
 .  . 11  .  .  .  .  .  .  3  .  6 13  .  . 14
13  .  .  4  2  .  9  .  .  .  .  .  .  5  .  .
 . 14  . 10  .  .  .  . 12  .  3  .  2  8  6  .
 .  .  .  .  .  8  6 11  . 14  .  .  9  1  4 12
 8 11  .  .  1 10 14  .  .  4  2  .  . 16 13  .
 .  .  4  .  7  . 13  .  .  .  .  3 15  .  5  8
 .  .  7  .  6  4  .  2  .  1  .  .  .  . 16 10
15  2 13  .  .  .  .  .  .  .  .  4  7  . 11  3
 . 12 14 16  8 15  . 10  .  5 11  2  4 13  .  1
