# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Kurotto.jsonl.bz2, janko.at/Raetsel/Kurotto/208.a.htm, Sakuhina (first published: https://sky.ap.teacup.com/sakuhina/619.html#krott)
# status: unique
# the published solution is in the .solution file beside this one
kurotto 15x15
numbers:
. . . 2 . . . . 2 . . . 2 2 .
2 . . 2 . . 2 . . 2 . . . . .
. 0 . . . . 2 . . . . . 4 . 1
. . . 3 . . . . . 1 2 . . . .
. . 1 . 1 1 1 . 1 . 2 2 . . .
2 . . . . . . 1 . . . . 3 . .
. 1 . . . 2 . . 2 . 3 . . . 4
. . 2 . ? . ? . . . . . 1 3 .
? . . . 1 . . 3 . 2 . 2 . . .
. . 2 . 1 . 4 . . . . . . . .
2 . . . . 2 . . . . 3 . . 0 5
. 3 . 1 . . . . 1 . . 1 . . .
. . . . . . 2 . . . 1 . 1 . .
. . . 2 . 1 . . 5 . 1 . . . 2
1 1 . . . . 3 . . . . . . 2 .
