# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Kurotto.jsonl.bz2, janko.at/Raetsel/Kurotto/217.a.htm, Sakuhina (first published: https://sky.ap.teacup.com/sakuhina/619.html#krott)
# status: unique
# the published solution is in the .solution file beside this one
kurotto 15x15
numbers:
. . . . . . . . . . . . . . .
. . 4 2 4 . . . . ? 5 ? ? . .
. 0 . . . 0 . . . 5 . . . 6 .
. ? . . . 4 . . . 5 ? ? 2 . .
. 2 2 2 1 ? . . . 0 . . . ? .
. 2 . . . 1 . . . ? . . . 4 .
. 3 . . . 2 . . . 6 1 2 1 . .
. . . . . . . . . . . . . . .
. . 1 2 2 . . . . 0 1 2 1 . .
. 1 . . . 6 . . . 5 . . . 2 .
. 4 . . . . . . . ? . . . ? .
. ? . . . . . . . 3 . . . 6 .
. ? . . . 2 . . . ? . . . 5 .
. . 6 ? 1 . . . . 3 4 ? 6 . .
. . . . . . . . . . . . . . .
