# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Tapa.jsonl.bz2, janko.at/Raetsel/Tapa/390.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
tapa 17x17
numbers:
  .   .   .   .   .   .   3   .   .   .   .   2   .   .   .   .   .
  .   2   .   .   7   .   .   .   4   .   .   .   .   .   .   7   .
  .   .  22   .   .   .   .   .   .   .   .  13  11   .   .   .   .
  .   .   .  22   . 112   .   .   6  15   .   .   .   .  12   .   .
  .   4   .  13  11   .   .   .   .  14   .   .   .   1   3   .   4
  .   .   .   6   .   .   .   .   7   .   .   .   .   .  13   .   .
  0   .   .   .   .   .   .   .   .   .   .   .   .   .   .   .   .
  1   .   .   6   .   .   3  13   .   .   7   .   .   .   .   .   4
  .   .   .   .   .  13   3   .   .   .   .   .   .  13   .   .   .
  .   .   .   .   .   .   .   .   .   .   .   .  12   .   .  22   .
  .   .   8   .   5   .   .   .   4   .   .   .   .   .   .   .   .
  .   .   .   .   .   0   .   .   .   .   .   .   .   .   .   .   .
  4   .   .   .   .   .   .   .   5   3   .   .   .   .   .   5   .
  .   .  24   .   4   .   2   .   .   .   .   .  12   .   .   .   0
  .   7   .   .   .   .   .   .   .  15   .  23   .   .   .   .   .
  .   .   .   .   .   .   .   .   .   6   .   .   .   .  23   .   1
  2   .   .  11   3   .   4   .   .   .   .  22   .   .   .   .   .
