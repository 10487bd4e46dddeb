# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Tapa.jsonl.bz2, janko.at/Raetsel/Tapa/389.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
tapa 17x17
numbers:
  .   .   .   .   .   .  22   .   .   .   .   .   3   .   .   2   .
 11   .   .   .  14   .   .   .   7   .  13   .   .   .   .   5   2
  1   .   .   .  11   .   .   .   .   .   .   .   .   7   .   .   .
  .   .   .   .  11  11   .   .   .   4   .   .   .   .  24   7   .
  .   .   .   .   .   4  13   .  13   .   .  33   .   .   .   .   .
  1   .   .   .   .   .   .   .   .   .   .   .   .   .   6   .   .
  1   .   .   .   .   .  24   .   .   .   .   6   .   .  15   .   .
  .   3   .  11   .   .   . 113   .   .  11   .   .   .   .   .   5
  .   .   .   .  24   .   .   .   .   .   4   .   .   .   .   .   .
  .   .   .   .   .   .   .   .   .   .   .   .   .   .   .   .   .
  .   .   .   .   .   .   .   .   .   .   .   .   .   5   .   3   .
  4   .   .   2   .   .   7   .   5  22   .   .   .   .   .   .   .
  .   .   .   .   .   .  23   .   .   . 112   .   .   .   .   7   .
  5   .   .  11   4   .   .   .   .   7   .   .   .   3   .   .   .
  .   .   .   .   .   .   .   .   .   .   .  12   .   .   .   6   .
 12   .   .   .   .   4   .   .   3   .   2   .   .   6   .   .   .
  .   .   .   2   .   .   .   .   .   .   .   .   .   .   .   2   .
