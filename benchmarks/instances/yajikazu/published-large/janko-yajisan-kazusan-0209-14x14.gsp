# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Yajisan-Kazusan.jsonl.bz2, janko.at/Raetsel/Yajisan-Kazusan/209.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
yajikazu 14x14
numbers:
 . 3v 1> 3>  . 3>  .  .  . 1< 5v  .  .  .
 .  .  .  .  .  .  . 2<  .  .  . 0^  . 4v
1v  . 3>  .  .  . 2< 3> 3v  .  .  .  .  .
 . 0^ 6>  . 2> 3v  .  .  .  .  .  .  . 1^
6>  .  .  .  .  .  .  .  . 3v  .  . 2v  .
 . 3>  .  .  .  .  .  . 2^ 1>  .  .  . 3v
1^ 1< 5>  . 4>  . 4>  .  .  .  .  . 2v  .
 .  .  .  .  .  . 2^  .  . 1^ 3<  .  . 2v
 .  .  . 2<  . 2<  . 2^ 0>  .  . 0>  .  .
2v  .  .  .  .  .  . 0> 3<  .  .  . 2^  .
 .  .  . 1<  .  . 3^  .  .  .  .  .  .  .
2>  . 2v  .  . 1v 1^ 2<  . 0>  . 2<  .  .
 .  .  . 4^  .  . 4^  .  .  . 4^  .  . 5^
 .  . 1>  . 7^ 2<  .  .  .  .  . 4^ 4<  .
