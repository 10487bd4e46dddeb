# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Nonogramme.jsonl.bz2, janko.at/Raetsel/Nonogramme/0807.a.htm, Elsbeth Endel (first published: http://pbn.homelinux.com/)
# status: unique
# the published solution is in the .solution file beside this one
# the clues are those of the published picture (this janko file stores the solution only)
nonogram 30x40
top:
9 10
8 7 2
7 4 2 1
6 4 1 3
5 10 4
4 11 4
3 12 4
2 13 3
1 14 2
3 9 1
3 9 1 1
3 9 1
3 9 1 1
3 9 1
4 9 1 1
5 9 1
5 11 1
5 11 1
6 11 1
6 11 1
6 11 1
6 11 4
7 11 5
8 6 1 5
16 2 5
20 5
25
5 13
4 12
21
2 12
2 12 1
17 2
14 3
12 4
13 5
7 3 6
6 7 7
13 8
6 3 9
left:
9
8 12
7 17
6 19
5 18 1
4 17 1 2
3 17 1 7
2 3 5 1 8
1 3 4 1 9
3 3 11
3 16
35
33 2
34 2
35 3
36 3
36 3
2 19 14
2 19 9 4
2 19 8 2
3 5 7 7
1 7 1 1 1 9 4 1
1 2 2
2 2 3
27 4
6 6 5
5 5 6
3 5 7
3 8
9
