# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Aqre.jsonl.bz2, janko.at/Raetsel/Aqre/056.a.htm, Sango-san (サンゴ三号さん) (first published: https://puzz.link/p?aqre/10/10/0kd8k14i444o5g2020u03j3h3u3s7urv3v401g3g0121343556)
# status: unique
# the published solution is in the .solution file beside this one
aqre 10x10
rooms:
 1  1  1  1  1  1  2  2  3  3
 4  4  4  5  1  1  2  2  3  3
 4  4  4  6  6  2  2  2  2  2
 4  4  4  7  7  7  2  2  2  8
 4  4  4  9  9  9  9  8  8  8
 4  4  4 10 10 10 10 10  8  8
 4  4 11 12 12 12 12 12 12  8
13 13 11 14 14 14 14 14 14 14
13 13 11 11 11 11 11 11 11 11
13 13 13 11 11 11 11 11 11 11
numbers:
1 . . . . . . . 3 .
. . . 0 . . . . . .
. . . 1 . . . . . .
. . . 2 . . . . . .
. . . 3 . . . 1 . .
. . . 4 . . . . . .
. . 3 5 . . . . . .
5 . . 6 . . . . . .
. . . . . . . . . .
. . . . . . . . . .
