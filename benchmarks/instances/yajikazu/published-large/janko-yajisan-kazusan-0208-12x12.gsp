# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Yajisan-Kazusan.jsonl.bz2, janko.at/Raetsel/Yajisan-Kazusan/208.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
yajikazu 12x12
numbers:
1v 1<  . 2<  . 3v  . 3<  . 1>  .  .
 .  .  .  . 1^ 2v  .  .  . 3<  .  .
1^  .  . 2v  .  .  .  .  .  .  .  .
 .  . 0^ 3>  .  .  . 2v 0> 0^  . 3v
1^ 4v  .  . 2<  . 1>  .  . 0>  . 0<
 .  . 2^  . 2<  . 2^ 0<  .  . 2v  .
 .  .  .  .  .  .  .  .  . 2<  .  .
 .  .  .  .  . 1< 4^  .  . 5<  .  .
 . 1v 3>  . 0<  .  .  . 1v  .  .  .
 .  .  . 1< 4>  .  .  .  .  . 5^ 2^
3^  . 3> 5^  .  . 1<  .  .  .  .  .
3^ 3^  .  .  .  .  .  . 3< 2>  .  .
