# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Tapa.jsonl.bz2, janko.at/Raetsel/Tapa/379.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
tapa 17x17
numbers:
  .   .   .   .   .   .   .   .   .   .   .   .   .   2   .   4   .
  4   .   .   .   .   .  11   .   .  11   .   .  13   .   .   .   .
  4   .   3   .   .   4  12   .   .   .   .   .   .   .   .   .   .
  .   .   2   .   .   .   3   .   .   .   .   6   .   .   .   4   .
  2   .   .   .   .   .   5   .   .   3   .   .   .   .   .   .   .
  .   .   .   .   .   .   .   .   .   .   .   .   .  11   .   .   .
  .   3   2   .   .   .   .   .   .   .   6   .   .   .  13  12   .
  .   .   .   .   .   2 111  12   .   .   .   .   .   .   .   .   .
  .   6   .   .   .   .   .   .   .   .   .   .   3   .   .   .   .
  .  14  12   .   .   .   .   .   .   .   .  12   .   2   .   .   3
  .   .   2   .   .   .  13   .   .   .   .  11   .   .   .   .   .
  4   .   5   .   .   .   4  13   .  13   .   .   .   .   .   1   .
  .   .   .   .   .   .   .   .   .   .   .   .   .   .   .   .   .
  .   .   .   .   .   7   .   6   .   .   .  23   .   .   .   5   .
  .   .   3   .   .   .   .  12   .  12   .   .  11   .   .   .   .
  4   .   .   .   .  15   .   .   .   .   .   . 111  22   .   .   4
  2   .   .  12   .   .   .   .   .   .   .   .   .   .   .   .   .
