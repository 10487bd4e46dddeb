# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Yajisan-Kazusan.jsonl.bz2, janko.at/Raetsel/Yajisan-Kazusan/206.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
yajikazu 12x12
numbers:
 .  . 0< 0<  . 2>  .  . 1>  . 3< 3v
 .  .  .  . 1^  .  . 4<  . 4<  .  .
 . 1^  .  . 5v  . 1>  . 1>  .  . 0^
 .  .  .  .  . 1^ 4v  .  .  .  . 3<
 . 3>  . 1<  .  .  .  . 1>  . 0>  .
 . 0>  . 1<  . 2v  . 2<  .  .  . 0v
3>  . 0<  .  .  . 1>  . 1>  .  . 2v
 .  . 5>  .  . 2> 1^ 4^  .  . 4^  .
 .  .  .  .  .  .  . 3<  . 3^  .  .
 . 0v  .  . 0< 1v  .  . 1^ 3<  .  .
0v  .  .  . 1<  . 2>  .  .  .  .  .
3^ 1<  . 3^  .  . 2> 3^ 1> 0^  .  .
