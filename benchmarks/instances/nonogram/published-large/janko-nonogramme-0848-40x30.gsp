# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Nonogramme.jsonl.bz2, janko.at/Raetsel/Nonogramme/0848.a.htm, Tooru Nakata (first published: http://www.takana.info/)
# status: unique
# the published solution is in the .solution file beside this one
# the clues are those of the published picture (this janko file stores the solution only)
nonogram 40x30
top:
1 8 7
1 10 8
3 19
4 11 7
5 11 7
11 12 7
3 3 4 12 7
6 3 12 6
5 4 4 3 8 6
6 5 3 8 5
6 6 2 1 2 5 3
6 2 2 5 1
4 4 5 1
1 3 1 2
1 2 8 1
1 4 10 5
1 2 3 3 9 7
1 6 2 9 8
4 5 12 9
6 1 10 9
6 2 10 9
6 4 9 10
7 2 2 8 10
4 8 1 1 6 10
2 22
12 11
4 9 8
4 1 7
5 2
2
left:
3
6 2
16
7 5
7 6
5 6
2 5
1 3
2 3 1
1 4 2 2 1
1 3 1 4 1 1
1 5 1 2 1 2
1 4 4 1 2
1 3 4 1 3
1 3 1 2
3 1 4 4 1
6 5 1 9
7 4 6 1 2
11 4 6 1
5 1 5 3 1 4
6 8 5
9 13 4
9 15
8 14
10 14
10 14
11 13
11 11
11 7 1
10 2
10 5
8 9
2 10
7 11
9 11
10 12
10 12
11 12
11 12
11 12
