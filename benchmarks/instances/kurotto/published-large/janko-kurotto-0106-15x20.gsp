# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Kurotto.jsonl.bz2, janko.at/Raetsel/Kurotto/106.a.htm, Sakuhina (first published: https://sky.ap.teacup.com/sakuhina/619.html#krott)
# status: unique
# the published solution is in the .solution file beside this one
kurotto 15x20
numbers:
1 . 1 . . 2 . . . . . 2 4 . . . . . . 1
. . . 2 . . . . 3 6 . . . . . . . 1 . ?
1 . 1 . . ? . . . . . . . . . 1 . 2 . .
2 . . . . . 7 . . . . . . 1 . 3 . . . .
. . . . . 3 3 . . . . 1 . 2 . . 3 . 2 .
. . 2 . 1 . . . . 1 . 1 . . . . . 2 . .
2 . 1 . . . . 1 . 2 . . 3 . 2 . . . ? 3
1 . . . . 1 . 3 . . . . . . . 3 3 ? . .
. . . 1 . 2 . . . . . . . . . . . . 0 .
. 1 . 1 . . . . . . . 1 3 . 2 . . . . .
. 2 . . . . . 4 . . 1 . . . . 1 . 6 . .
2 . 2 . . 3 . 2 . 1 . . 1 . . . 1 . . .
. 6 . . 3 0 . . 1 . . . 3 . . . . 3 . .
. . . . . . 2 1 . 1 . . . ? . . . . 3 .
. . 5 . . . . . ? . 1 . 3 5 . . 2 2 . ?
