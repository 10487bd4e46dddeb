# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Yajisan-Kazusan.jsonl.bz2, janko.at/Raetsel/Yajisan-Kazusan/028.a.htm, Palmer Mebane (first published: http://mellowmelon.wordpress.com/)
# status: unique
# the published solution is in the .solution file beside this one
yajikazu 10x18
numbers:
 .  .  . 3>  . 1<  .  .  .  .  .  .  .  .  .  .  .  .
 .  .  .  . 1^  . 4v 1< 2^  .  .  .  .  .  .  .  . 2<
1^  .  . 2< 3<  .  . 3v  .  . 4>  .  .  .  .  .  .  .
 . 1^  . 1^  . 1^  .  . 2^  . 2^  . 1^  . 1^  . 1^  .
 .  .  .  . 1<  .  .  .  .  .  .  .  .  . 2^  .  . 3v
 .  .  .  .  .  . 2< 3<  .  . 3> 3>  .  .  .  .  .  .
 .  . 2^  .  .  . 1< 4<  .  .  . 2> 2>  .  .  .  .  .
 .  .  .  .  .  . 2< 3<  . 3^ 1v 3>  .  .  .  .  .  .
 .  .  .  .  .  . 3< 2<  .  .  .  .  .  .  .  .  .  .
 . 6>  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
