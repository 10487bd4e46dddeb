# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Aqre.jsonl.bz2, janko.at/Raetsel/Aqre/054.a.htm, Kabu (かぶ) (first published: https://puzz.link/p?aqre/10/10/54a8ig04g040h968ci000gsc70730460h7030g800000)
# status: unique
# the published solution is in the .solution file beside this one
aqre 10x10
rooms:
1 1 1 2 2 3 3 3 2 2
1 1 1 2 2 3 3 3 2 2
1 1 1 2 2 2 3 3 2 2
2 2 2 2 2 2 2 2 2 2
2 2 4 4 4 2 2 2 2 2
2 2 2 2 2 2 2 2 5 5
2 2 2 2 2 2 2 5 5 5
2 2 6 6 2 2 2 5 5 5
7 2 6 6 6 2 2 2 2 2
7 2 6 6 6 2 2 2 8 8
numbers:
0 . . . . 8 . . . .
. . . . . . . . . .
. . . . . . . . . .
. . . . . . . . . .
. . 0 . . . . . . .
. . . . . . . . . .
. . . . . . . 0 . .
. . 0 . . . . . . .
0 . . . . . . . . .
. . . . . . . . 0 .
