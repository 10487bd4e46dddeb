# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Kurotto.jsonl.bz2, janko.at/Raetsel/Kurotto/105.a.htm, Sakuhina (first published: https://sky.ap.teacup.com/sakuhina/619.html#krott)
# status: unique
# the published solution is in the .solution file beside this one
kurotto 16x16
numbers:
. . . . 2 . 2 . . . . . . . . 5
. . . 6 . . . . . . 4 . 2 . ? .
1 . . . . 2 4 . . . . . . . . .
. 0 1 . . 3 . ? . . . 0 2 . 3 .
. . . . 1 . . . . . . . . 3 . .
. 3 . 1 . . . . . 5 . 7 . . 3 .
. . 1 . . . . . . . . . ? . . .
. 1 . 1 . . 5 . . . . . . . 3 1
1 . . . 1 . . 0 . 1 . . 3 . 0 .
. . . . . 1 . . . 4 . . 4 . . .
. . 3 . . . . . . . 1 . . . 6 .
. . . . . 0 . 5 6 . . 1 . . . .
3 1 . . . 2 . . . . . . 1 . . 1
. . . . . . . 1 . . . . . 1 . .
2 1 . . . 3 . . 4 . . ? . . 1 .
. . . 3 . . . . 0 . . 5 . . . 1
