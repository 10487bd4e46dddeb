# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Tapa.jsonl.bz2, janko.at/Raetsel/Tapa/349.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
tapa 17x17
numbers:
  .   2   .   .   3   .   .   .   3   .   .   2   .   .  12   .   .
  .   3   .  23   .   .   .   .   .   .   .   .   .   .   .   .   4
  2   .   .   .   .   5   3   .   .   7  23 112   .   .   .   .   .
  .   .   .   .   .   .   .   .   .   .   .   5   .   .  15   .   3
  4   .  15   .   .   .   .   3   .   .   .   .   .   .   .   .   .
  .   .   .   .   .   3   .   .   .  24   .   6   .  24   .   .   .
  .   .   .   2   .  12   .  22   .   .   .   .   .   .   .   .   .
  .   6   .   .   .   .   .   .   .   .   .   .   .   .  11  14   .
  .   .   .  13   .   .   .   .  14   .  12   5   .   .   .   .   .
  .   .   .   .   .   .   .   .   .   .   .   .   .   .  12   .   .
  .  13   .   . 113  22   .   .  14 111   .   .   .   .   .   .   .
  .   .   6   .   6   .   .   .   .   .   6   .   .   .   .   .   .
  .   .   .   .   .   .   .   .   .   .   .   .   6   .   .   3   .
  .   .   .  13   .   .   .   .   7   .   .   .   .   .   .   .   .
  .   1   .   4   .   .   5   .   .   .   6   .   5 112   .   .   .
  .   2   .   .   .   .   .   .   7   .   .   .   .   .   3   .   .
  .   .   .   .   4   .   4   .   .   .   .   4   .   .   .   2   2
