# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Chocona.jsonl.bz2, janko.at/Raetsel/Chocona/014.a.htm, Kurotento (first published: https://d.hatena.ne.jp/zorome-birth/)
# status: unique
# the published solution is in the .solution file beside this one
chocona 10x18
rooms:
 1  1  1  1  1  1  1  1  1  1  1  1  2  2  2  2  2  2
 3  3  3  3  3  3  3  3  3  3  3  1  2  2  2  2  2  2
 1  1  1  1  1  1  1  1  1  1  1  1  1  1  1  1  1  1
 4  1  5  5  1  6  6  6  6  6  6  6  6  6  6  6  6  6
 4  1  5  5  1  1  1  1  1  1  1  1  1  1  1  1  1  1
 4  1  5  5  1  7  7  7  1  8  8  8  8  8  1  1  1  1
 4  1  5  5  1  7  7  7  1  8  8  8  8  8  1  9  9  9
 4  1  1  1  1  7  7  7  1  1  1  1  1  1  1  1  1  1
 4  1  1 10  1  1  1  1  1  1  1 11 11 11  1 12 12  1
 4  1  1 10  1 13 13 13 13 13  1 11 11 11  1 12 12  1
numbers:
 1  .  .  .  .  .  .  .  .  .  .  . 12  .  .  .  .  .
11  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 7  .  8  .  . 13  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  9  .  .  . 10  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  3  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  2  .  .  .  .  .  .  .  6  .  .  .  4  .  .
 .  .  .  .  .  5  .  .  .  .  .  .  .  .  .  .  .  .
