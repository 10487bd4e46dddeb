# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Kurotto.jsonl.bz2, janko.at/Raetsel/Kurotto/218.a.htm, Sakuhina (first published: https://sky.ap.teacup.com/sakuhina/619.html#krott)
# status: unique
# the published solution is in the .solution file beside this one
kurotto 15x15
numbers:
. . . 1 1 . . 1 . ? . 1 . . 1
. 1 . . . . . 1 . . . . . . .
. 1 . 1 . . . . . . 1 1 . . .
. . . 1 . . 1 . 1 . . . . . 1
1 . . . . . 1 . . . 1 . . . 1
. ? 1 . . . . . 1 . . . 1 . .
. 1 . . 1 1 . 0 . . 1 ? . . .
. . . . . . . 1 ? . . . . 1 ?
1 ? 1 . . . . 2 . 1 . 1 . . .
. . . ? 1 . . . . 1 . . . . ?
1 . . 1 . . 1 . . . . . 1 . .
. ? . . . . ? . . 1 1 . . . 1
1 . . . 1 1 . . 1 . 1 . . . .
. 1 1 . . . ? 1 . . . 1 1 . .
. . . . 1 . ? . . 1 . . . . 1
