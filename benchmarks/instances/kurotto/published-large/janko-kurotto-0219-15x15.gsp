# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Kurotto.jsonl.bz2, janko.at/Raetsel/Kurotto/219.a.htm, Sakuhina (first published: https://sky.ap.teacup.com/sakuhina/619.html#krott)
# status: unique
# the published solution is in the .solution file beside this one
kurotto 15x15
numbers:
 .  .  .  1  .  .  .  .  .  .  .  0  .  .  .
 .  .  3  .  .  2  1  .  ?  3  .  .  1  .  .
 .  ?  .  0  .  .  .  1  .  .  .  2  .  5  .
 2  .  2  .  .  6  .  .  .  6  .  .  1  .  5
 .  .  .  .  .  .  6  .  7  .  .  .  .  .  .
 .  0  .  5  .  .  .  .  .  .  .  7  .  1  .
 .  5  .  .  5  . 10  . 10  .  5  .  .  1  .
 .  .  5  .  .  .  .  .  .  .  .  .  4  .  .
 .  4  .  .  5  . 10  .  7  .  2  .  .  4  .
 .  0  .  5  .  .  .  .  .  .  .  4  .  2  .
 .  .  .  .  .  .  5  .  2  .  .  .  .  .  .
 2  .  2  .  .  6  .  .  .  1  .  .  0  .  2
 .  1  .  1  .  .  .  2  .  .  .  2  .  4  .
 .  .  5  .  .  ?  4  .  0  3  .  .  3  .  .
 .  .  .  8  .  .  .  .  .  .  .  0  .  .  .
