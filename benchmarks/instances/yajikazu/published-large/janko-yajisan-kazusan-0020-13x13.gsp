# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Yajisan-Kazusan.jsonl.bz2, janko.at/Raetsel/Yajisan-Kazusan/020.a.htm, Prasanna Seshadri (first published: http://prasannaseshadri.wordpress.com/)
# status: unique
# the published solution is in the .solution file beside this one
yajikazu 13x13
numbers:
5>  . 1<  .  .  .  .  . 6v  .  .  .  .
 .  .  .  .  . 2<  .  .  . 0^  .  .  .
 .  .  .  .  . 3<  .  .  .  . 1^  .  .
 . 1^  . 3>  .  .  .  .  .  .  . 2^  .
5>  .  .  .  .  .  .  .  . 2^  .  . 2^
3^  .  . 2>  . 1>  .  .  . 2>  .  .  .
 . 3v  .  .  . 2< 3^ 2>  .  .  . 1>  .
 .  .  . 2>  .  .  . 2<  . 1>  .  . 2v
2v  .  . 4>  .  .  .  .  .  .  .  . 5<
 . 2v  .  .  .  .  .  .  . 4<  . 1v  .
 .  . 1v  .  .  .  . 3>  .  .  .  .  .
 .  .  . 1v  .  .  . 4<  .  .  .  .  .
 .  .  .  . 4>  .  .  .  .  . 3^  . 3^
