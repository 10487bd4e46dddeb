# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Yajisan-Kazusan.jsonl.bz2, janko.at/Raetsel/Yajisan-Kazusan/030.a.htm, Palmer Mebane (first published: http://mellowmelon.wordpress.com/)
# status: unique
# the published solution is in the .solution file beside this one
yajikazu 14x24
numbers:
 . 2v  .  .  .  .  .  .  .  .  .  .  . 4< 5<  .  .  . 2>  . 6v  .  .  .
 .  .  .  .  .  .  .  .  .  .  .  .  . 2< 3<  .  .  . 3> 2v  . 3v 1>  .
 .  .  .  .  .  . 5v 3v 0^ 0^  .  .  . 6< 7<  .  .  .  .  .  .  .  .  .
 .  .  .  .  .  . 4v 2v 1^ 1^  .  .  . 3< 4<  . 2^ 2^  .  . 2^  .  .  .
0< 1< 3v  .  .  .  .  .  .  .  . 3< 4<  .  . 1^  . 3>  .  .  .  .  .  .
0< 1<  .  .  .  . 2<  .  . 2^ 3^ 6> 5>  .  .  . 3^  .  .  .  .  .  .  .
0< 1<  .  .  .  .  .  .  .  .  . 4< 5<  .  .  .  . 7<  .  . 4v  .  .  .
 .  .  .  .  .  .  .  .  .  .  . 3< 4<  .  .  .  . 3>  .  .  .  . 8< 7<
 .  .  .  .  .  .  .  .  .  .  . 2< 3<  .  .  .  .  .  .  .  .  .  . 1v
 .  . 3v 1v 2v 2v  .  .  .  .  . 5< 6<  . 2v 2v 2v 2v 1v  .  .  .  .  .
 .  . 2v 0v 1v 1v  .  .  . 2< 3<  .  .  . 1v 1v 1v 1v  . 2>  . 2>  . 3^
 .  .  .  .  .  .  .  .  . 3< 4<  . 1v 2>  .  .  .  .  .  .  .  .  .  .
4^  .  .  .  .  .  .  .  . 1< 2<  .  . 3>  .  .  .  .  . 2>  .  . 2^ 3^
 .  .  .  .  .  .  .  .  . 4< 5<  .  .  .  .  .  .  .  .  .  .  .  .  .
