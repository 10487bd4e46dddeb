# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Yajisan-Kazusan.jsonl.bz2, janko.at/Raetsel/Yajisan-Kazusan/207.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
yajikazu 12x12
numbers:
 .  . 0< 4v  . 3v 4v  . 2<  . 3< 3<
 . 3v  . 0> 1^  .  . 2v  .  . 3<  .
 .  . 2v  . 0<  .  . 0v  . 1v  .  .
 .  .  . 3>  .  . 2v  .  . 2v  .  .
1>  . 2v  .  .  . 1< 1>  .  . 5<  .
 .  .  . 0v  . 3>  . 2>  . 0>  .  .
1v  . 3v  .  .  .  .  . 2>  . 3<  .
 .  .  .  .  .  .  . 2^  . 3<  . 2^
 .  .  . 4>  .  . 1>  .  . 0>  . 2v
 . 4> 1<  . 3> 3<  .  .  .  .  .  .
1>  .  . 2>  . 1<  . 1v  . 0>  .  .
3^  .  . 2^  .  .  .  . 1>  . 3^  .
