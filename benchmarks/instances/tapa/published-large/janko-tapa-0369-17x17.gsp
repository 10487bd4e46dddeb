# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Tapa.jsonl.bz2, janko.at/Raetsel/Tapa/369.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
tapa 17x17
numbers:
  .   .   .   .   .   2   .   2   .   .   1   .   .   .   .   5   .
  3   .   .   .   .   .   .   .   .   .   .   .   .   .   .   .   .
  .   .  13   .   .   .   .   .   .  12   .   .   .   .  23   .   .
 22   .  14   .   .   .   6   .   .   .  12   3   .   .   .   2   .
  .   .   .   .   .   .   .   .   7   .   5   .   .   7   .   3   .
  2   .   .   5   .  14   .   .   .   .   .   .   .   .   .   .   .
  .   .   .   .   .   .   .   .   7   .   .  15   .   .   .   .   .
  .   .   .   .   .   .  23   .   .   .   .   .   . 122  23   .   .
  .   .  11  12   .   .   .   .   7   .   6 113   .   .   .   .  12
  .   .   5   .   .   .   .   .   .   .   .   .   .   .   .   .   .
  .   .   .   .   .   .   4   .   .   .   8   .   .   .   .   .  12
  .   5   .  13   .   .   .   .   .   .   .   .   .   .  15   .   .
  .   .   .   .   .   .   .   7   .   .   5   .   7   .   .   .   .
  .   3   .   .   .   5   .   .   .   .   .   .   .   .   .   .   .
  1   .   .   .   .   .   .   .   .   .   .   .   .   .  11   .   1
 11   .   .   .   3   .   .   .   . 112   5   .   .   .   5   .   .
  .   .   .   .   .   .   .   4   .  11   .   .   5   .   .   .   2
