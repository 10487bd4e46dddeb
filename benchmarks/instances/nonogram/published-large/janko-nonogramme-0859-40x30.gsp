# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Nonogramme.jsonl.bz2, janko.at/Raetsel/Nonogramme/0859.a.htm, Tooru Nakata (first published: http://www.takana.info/)
# status: unique
# the published solution is in the .solution file beside this one
# the clues are those of the published picture (this janko file stores the solution only)
nonogram 40x30
top:
21 11
35
36
18 2 12
17 2 11
10 2 4 10
7 7 9
6 6 8
6 1 6 7
6 1 3 5 6
6 4 5 6
6 2 2 5 5
6 2 2 1 4 4
6 2 1 2 2 3
6 4 1 2 4
7 4 1 6
7 2 2 1 5
6 2 1 1 5
6 2 2 2 5
6 1 2 2 5
4 3 1 2 2 1 6
4 2 2 9 9
4 2 2 2 10 3
4 4 2 9 2
4 2 15 1
21
17
16
3 7
3 3
left:
6
12
16
20
22
23
10 5 3
8 3
7 3
6 4
6 3
6 3
6 4
5 5
5 5
5 6 3 3
5 6 8 1
5 2 3 1 7
5 8 10
5 2 2 1 2 5
4 2 1 7
3 1 2 9
3 2 2 6
3 1 1 5
3 3 1 1 5
4 4 3 5
10 9
3 7 6
3 6 1 2 4
5 5 9
6 5 1 3
7 3 3 3
8 3 6
9 3 2
11 2 3
12 7
13 8
23
24
25
