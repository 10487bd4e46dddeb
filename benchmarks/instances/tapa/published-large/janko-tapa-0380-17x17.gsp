# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Tapa.jsonl.bz2, janko.at/Raetsel/Tapa/380.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
tapa 17x17
numbers:
  .   .   .   .   .   .   .   .   .   3   .   .   .   .   .   .   .
  4   .   5   .   1   .   4   .   .   .   .   .   3   .   .   .   4
  2   .   .   .   .   .   5   .   .   .   5 111   .   1   .   .   .
  .   2   .   .   6   .   .   .   6   .   .   .   .   .   .   3   .
  .   2   .   .   .   .   .   .   .   .   .   .   .   .   .   .   1
  .   .   .   2   .   .   .   .   .   .   .   .  22   .   2   .   0
  .   .   3   .   1   .   .   4   .   .  11   .   .   .   .   .   .
  .   .   .   .   .   3   .   .   .   4   .   3   .   .   .  22   .
  2   .   .   .   .   .   .   .   .   .   .   .   .   .   .   .   .
  .   .   .   .   .   .   .   .   4   .   .   5   .   .  13   .   .
  .   .   .   .   3   .   .   .   .  12   .   .   .   .   6   .   3
  .   .   .   .   2   .   .   .   .  13   .   7   .   .   .   .   .
  .   6 113   .   .   .   .  15   .   .   .   .   .  14   .   .   .
  .   .   .   .   .   .   .   .   .   .   .   .   .  13   .   .   1
  .   5   .  22   .   .   .   .   .   .   .   .   .   .   .   .   .
  .   5   2  12   .   .   3   .   .   .   .   1   .   .   .   .   3
  .   .   .   .   .   .   .   .   .   4   .   .   .   .   2   .   .
