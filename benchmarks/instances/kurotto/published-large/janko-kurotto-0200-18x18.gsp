# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Kurotto.jsonl.bz2, janko.at/Raetsel/Kurotto/200.a.htm, Sakuhina (first published: https://sky.ap.teacup.com/sakuhina/619.html#krott)
# status: unique
# the published solution is in the .solution file beside this one
kurotto 18x18
numbers:
1 . 1 . 3 . . . ? . 1 . 1 . . . 5 .
. . . . . 3 . 5 . . . 2 . . 2 . . .
2 . . . 1 . . . . 2 . . . 1 . 2 . .
0 . 1 . . . 1 . ? . 3 . . . 2 . 1 .
. . . . 1 . . 0 . . . . 1 . . . . 1
. . . . 2 2 . . 1 . . . . . 1 . . .
. 3 . 2 . . 4 . . . . 2 2 . . . 1 .
. . . . 2 . . . . 4 . . . 2 . 1 . .
. 4 2 . . . . 2 . . 5 . 3 . . . ? .
3 . . . . . 2 . . 1 . . . . . . . 0
. . . ? . 2 . . . . 4 . . 1 . . 2 .
. . 1 . 1 . . . . 2 ? . . 2 . 3 . .
3 . . . . . 3 . . . . 0 . . . . 3 ?
. . 2 . . . . 3 . 3 . . 2 . 1 . . .
. 0 . . 1 . ? . 3 . . . . . . ? 3 .
2 . . . . . . . . 3 . 1 . . 1 . . 2
. . . . 4 . 2 . . . . . . . . 2 . .
. 2 . 4 . . . . 2 . 5 . . ? . . . 3
