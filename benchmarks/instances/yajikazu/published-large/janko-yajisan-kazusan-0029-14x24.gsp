# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Yajisan-Kazusan.jsonl.bz2, janko.at/Raetsel/Yajisan-Kazusan/029.a.htm, Palmer Mebane (first published: http://mellowmelon.wordpress.com/)
# status: unique
# the published solution is in the .solution file beside this one
yajikazu 14x24
numbers:
  .   .  5v   .   .  2<   .   .   .   .  0^   .   .   .   .  1>   .   .   .   .   .   .   .   .
  .   .  4v   .  2<   .   .  4v   .  6>   .   .   .   .  0^   .   .  0^  3>   .   .   .   .   .
 2v  0^   .   .  2<   .  1^   .   .  4v   .  4<   .   .  0<  2>  2>   .   .   .  2v  1^   .   .
  .   .   .  2<   .   .  3v   .  0^   .   .  1^   .  1v   .   .   .   .  5v  2>   .   .   .  5<
  .  3v  2v   .   .  1^   .   .  2v   .  3<   .   .  5<   .  4v  3v  1>   .   .   .  2^  0>   .
 1^   .   .   .  7>  6>   .  5>   .   .  3^   .  1v   .   .  4v   .   .   .  2v  2>   .   .   .
  .   . 16^  3v   .   .   .  1^   .  3v   .   .  3<   .  1>   .   .  3v  4v   .   .   .  0>  2^
 0<  3v   .   .   .  2<  4^   .   .  0<   .  2v   .   .  3^   .  3>   .   .   .  0^  1>   .   .
  .   .   .  2< 16^   .   .   .  1v   .   .  5>   .  5>   .   .  1v   .  3v  1v   .   .   .  0>
  .  2v  4>   .   .   .  3>  2^  3<   .  2v   .   .  0^   .  2v   .   .  2v   .   .  2v  0>   .
 0<   .   .   . 16^  3^   .   .   .   .  1v   .  6<   .   .  4>   .  4<   .   .  1v   .   .   .
  .   .  1<  2^   .   .   .  3<  4<  4<   .   .  6<   .  6<   .   .  4<   .  2>   .   .  0v  1v
  .   .   .   .   .  4^  3<   .   .  1v   .   .   .   .  5^   .  0v   .   .  0v   .  1v   .   .
  .   .   .   .   .   .   .   .  0v   .   .   .   .  2<   .   .   .   .  0v   .   .  0v   .   .
