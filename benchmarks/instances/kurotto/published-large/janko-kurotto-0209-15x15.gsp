# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Kurotto.jsonl.bz2, janko.at/Raetsel/Kurotto/209.a.htm, Sakuhina (first published: https://sky.ap.teacup.com/sakuhina/619.html#krott)
# status: unique
# the published solution is in the .solution file beside this one
kurotto 15x15
numbers:
. . 2 . . . . . 5 . . . 4 . .
. . . 4 . . . . . . . 1 . . .
4 . . . . 2 . 4 . . . . . . 0
. 8 . . 2 . 4 . . . 0 . . 5 .
. . . 6 . . . . . 2 . ? . . .
. . . . 3 . . ? . . . . 1 . .
7 . . . . . 2 . 2 . . 2 . . .
. . 2 . . . . 4 . . . . 3 . .
. . . 4 . . 3 . 3 . . . . . 7
. . 7 . . . . 4 . . 3 . . . .
. . . 1 . 1 . . . . . 2 . . .
. 1 . . 0 . . . 2 . ? . . 7 .
2 . . . . . . 4 . 0 . . . . 0
. . . 1 . . . . . . . 6 . . .
. . 2 . . . 4 . . . . . 9 . .
