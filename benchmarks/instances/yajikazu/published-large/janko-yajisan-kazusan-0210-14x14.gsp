# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Yajisan-Kazusan.jsonl.bz2, janko.at/Raetsel/Yajisan-Kazusan/210.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
yajikazu 14x14
numbers:
 . 4>  . 4> 4v  . 2> 2>  .  .  .  .  .  .
 .  . 0^  .  . 3<  .  .  .  . 2>  .  .  .
3v  .  . 1<  .  .  . 1<  . 3v  .  .  . 1v
5> 6>  .  .  . 2>  .  . 3v  .  .  .  .  .
 .  .  . 0^  .  .  . 2>  .  . 2> 4v  .  .
2^  .  .  .  . 1>  .  .  .  .  .  . 1^ 3v
 .  .  .  .  .  .  .  . 2^  . 4<  .  .  .
3^ 2^  . 0<  . 2v  .  .  .  . 0v 3^  . 1<
 .  .  . 1<  . 0<  . 3<  . 2^  .  .  .  .
5^ 2^ 2>  .  .  .  .  . 1>  . 5^  . 1v  .
5>  .  . 4>  . 3>  .  .  .  .  .  .  .  .
 . 1<  . 5^  .  .  .  .  .  . 0v  .  . 1^
 .  . 1v  .  . 3^  . 5^  . 2^  . 0>  .  .
4^ 1<  .  .  .  . 5^  . 3<  .  .  .  .  .
