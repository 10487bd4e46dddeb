# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Aqre.jsonl.bz2, janko.at/Raetsel/Aqre/058.a.htm, Kashiyu Sakana (ããããããªâ (first published: https://puzz.link/p?aqre/10/10/h2e4svhu7sfhv74e8he00uss1o003g77f00e4266h313bg32)
# status: unique
# the published solution is in the .solution file beside this one
aqre 10x10
rooms:
 1  2  2  2  2  3  3  3  3  4
 1  1  1  5  2  3  3  3  3  4
 1  1  1  5  2  6  6  6  7  4
 8  9 10  5  2  2  2  2  7  4
 8  9 10  5  5  5  5  2  7  4
 8  9 10  5  5  5  5  2  7  4
 8  9 10 10 10 10  5  2  7  4
 8  9 11 11 11 10  5 12 12 12
 8 13 13 13 13 10  5 12 12 12
 8 13 13 13 13 10 10 10 10 12
numbers:
 4  2  .  .  .  6  .  .  .  6
 .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  3  .
 1  3 11  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  3  .  .
 .  2  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .
