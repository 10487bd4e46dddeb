# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Tapa.jsonl.bz2, janko.at/Raetsel/Tapa/360.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
tapa 17x17
numbers:
  .   1   .   .   .   ?   3   .   ?   .   .   .   .   .   .   .   .
  .   .   ?   .   .   .   .   .   .   .   .   .   .  ??   .   .   3
  .   .   4   .   .   .   .   3   .   3   .   .   1  ??   .   .   .
  .   .   .   .   .   .  ??   .   .   0   .   .   .   1   .   .   3
  ?   .   .   .   .   2   .   .   ?   .   2   .   .   3   .   .   .
  .  11   .   .   .   .   .   .   .   ?   .   .   .   .   .  15   .
  .  14   .   .   .   .   .   ?   .   .   4   .   .   .   .   .   .
  .   .   .   .   .   .  ??   3   .   .   .   .   .   .   .   .  ??
 ??   ?   .   .   .   1   .   .   .   3   .   .   4   .   .   .   .
  .   .   .   .   .   .   .   .   .   .   .   .   . ???   ?   .   3
  .   .   .   .   .   .   .  ??   .   .   .   .   .   .   .   .   .
  .   5   .  2?   ?   .   3   .   .   .   .   .   3   .   .   .   .
  .   .   .   .   1   .   .   .   .  23   ?   .   .   4   .   6   .
  .   .   .   .   .   6   .   .   .   .   .   .  2?   .   .   .   .
  1   .   .   .   .   .   .   .   .  24   .   .   .   ?   .   7   .
  .   3   .   .   .   4   .   .   .   .   .   .   .   .   .   .   .
  .   .   2   .   .   .   2   .   .   .   4   .   .   1   .   4   .
