# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Kurotto.jsonl.bz2, janko.at/Raetsel/Kurotto/210.a.htm, Sakuhina (first published: https://sky.ap.teacup.com/sakuhina/619.html#krott)
# status: unique
# the published solution is in the .solution file beside this one
kurotto 15x18
numbers:
 .  .  .  .  .  4  .  .  .  .  .  .  4  .  .  .  .  .
 .  6  .  .  .  .  .  .  4  7  .  .  .  .  .  .  1  .
 .  .  5  .  .  .  .  8  .  .  4  .  .  .  .  1  .  .
 .  .  .  0  .  .  .  4  .  . 12  .  .  .  1  .  .  .
 .  .  .  .  3  .  .  .  6  4  .  .  .  4  .  .  .  .
 0  .  .  .  .  3  .  .  .  .  .  . 12  .  .  .  .  6
 . 10  .  .  .  .  .  .  .  .  .  .  .  .  .  .  2  .
 .  .  .  1  1  1  1  1  .  .  5 11  8  7  8  .  .  .
 .  2  .  .  .  .  .  .  .  .  .  .  .  .  .  .  0  .
 0  .  .  .  .  1  .  .  .  .  .  .  0  .  .  .  .  7
 .  .  .  .  1  .  .  .  6  3  .  .  .  1  .  .  .  .
 .  .  .  1  .  .  .  5  .  .  5  .  .  .  3  .  .  .
 .  .  0  .  .  .  .  6  .  .  0  .  .  .  .  4  .  .
 . 13  .  .  .  .  .  .  4  6  .  .  .  .  .  .  3  .
 .  .  .  .  .  7  .  .  .  .  .  .  7  .  .  .  .  .
