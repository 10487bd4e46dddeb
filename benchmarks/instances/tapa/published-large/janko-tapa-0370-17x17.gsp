# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Tapa.jsonl.bz2, janko.at/Raetsel/Tapa/370.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
tapa 17x17
numbers:
  .   3   .   3   .   1   .   2   .   .   .   .   .   .   .   2   .
  .   .   .   .   .   1   .   .   .   .   .   7   .   6   .   5   .
  .   .   .   .   .   1   .   .  12   .   .   .   .   .   .   .   .
  .   2   .   .   .   .   1   .   .   6   .   .  23   .  13   3   .
  .   3   .   .   .   .   .   .   .   .   .   .   .   .   .   .   0
  1   .   .   .   4   .   2   .   .   .  15  14   .   .  12   .   .
  .   .   .   .   .   .   .   .   .   .   .   .   .   .   .   .   .
  .   .  14   .   7   .   .   .   .   .  13   .   .   .   .   .   .
  .   .   .   .   .   . 113   .   .   .   .   .   .   .   .  12   .
  .   .  13   3   .   .  12   .   .   .   .   .  15   .   3   .   .
  .   .   .   .   2   .  12   .   .   .   .   .   .   .   2   .   .
  4   .   .   .   .   .   .   .   .   .   7   .   .   .  12   3   .
  .   .   .   .   .   .   1   .   2   .   .   .   3   .   .   .   .
  .   .  13   .  14   .   .   .   1   .   4   .   .   .   .   .   .
  .   .   .   .   .   .   .   2   .   .  13   .   .   .   3   5   .
  .   .   .   .   .   .   .   .   .   .   .   .   .   .   .   .   .
  .   4   .   2  12   .   .   .   .   .   3   .   .   3   .   3   .
