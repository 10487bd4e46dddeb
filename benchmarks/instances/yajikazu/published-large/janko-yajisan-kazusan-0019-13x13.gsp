# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Yajisan-Kazusan.jsonl.bz2, janko.at/Raetsel/Yajisan-Kazusan/019.a.htm, Prasanna Seshadri (first published: http://prasannaseshadri.wordpress.com/)
# status: unique
# the published solution is in the .solution file beside this one
yajikazu 13x13
numbers:
 .  .  .  .  .  .  .  .  .  .  .  .  .
5>  .  . 2v  .  . 0^  .  .  .  .  .  .
 .  .  .  . 0>  .  .  .  .  .  .  .  .
 .  .  .  .  .  .  . 3> 2> 2> 2^ 0<  .
 .  .  .  .  .  . 1^  . 4<  .  . 3v  .
3^  .  .  .  .  . 4v 1v  .  .  . 0>  .
3> 1v 1< 0< 2v  . 1^  . 1v 2v 0> 2v 3v
 . 0v  .  .  . 3> 3v  .  .  .  .  . 2v
 . 5>  .  . 3^  . 1^  .  .  .  .  .  .
 . 1< 2v 0> 2v 3<  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  . 1>  .  .  .  .
 .  .  .  .  .  . 1v  .  . 1<  .  . 3<
 .  .  .  .  .  .  .  .  .  .  .  .  .
