# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Tapa.jsonl.bz2, janko.at/Raetsel/Tapa/359.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
tapa 17x17
numbers:
  0   .   .  12   .   3   .   .   4   .  22   .   .   3   3   .   2
  .   .   .   .   .   .   .   .   .   .   .   .   .   .   .   .   .
  .   .   .   .   .   .   .   .   .   . 113  22   .   .   .   4   .
  2   .   .   6   .  33   .  13  11   .   .   .   .   .   .   .   .
  .   .   1   .   .   .   .   .   .  12   .   .   .   .   .   1   .
  .   .   .   .  13   .   .   .   .   .   .   .   5   .   .   .   .
  .   5   .   .   .   .   .   .   .   .   .   .   .   .   .   .   3
  .   .   .   7   .   .   .   4   .   .   .   .   .   .   .   .   3
  .   7   .   .   .   .  22   .   .   .   .   4   .   .   .   .   .
  .  33   .   .   .   6  15   .   .   .   .   .   .   .   3   .   3
  .   7   .   .   .   .   .   .  22   .   .   .   .   .   .   .  12
  .   .   .   .   .   .   .  14   .  14   .  23   .   .   .   .   .
  .   .   .   3   .   .   .   .   .   .   .  13   .   .   .   .   .
  .   .  11   .   1   .   .   .   .   6   .   4   .   4   .   8   .
  .   5   .   .   .   .   4   .   .  13   .   .   .  13   .   .   .
  .   .   .   .   .   0   .   .   .   .   .  23   .   .   .   .  22
  .   4   4   .   .   .   .   .   2   .   .   .   .   .   .   .   .
