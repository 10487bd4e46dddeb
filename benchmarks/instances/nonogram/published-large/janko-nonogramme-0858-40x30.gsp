# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Nonogramme.jsonl.bz2, janko.at/Raetsel/Nonogramme/0858.a.htm, Tooru Nakata (first published: http://www.takana.info/)
# status: unique
# the published solution is in the .solution file beside this one
# the clues are those of the published picture (this janko file stores the solution only)
nonogram 40x30
top:
7 4
13 5
16 4
18 3
20 2
8 3 6 2
6 3 4 3
4 1 2 6 1
3 1 2 2 4 1
3 3 2 2 4 1
2 3 3 4 1
3 2 1 1 9
2 4 3 1 1 5 2
2 7 4 1 5 2
2 5 3 2 7 1
2 3 2 7 1
2 1 2 1 6
2 1 2 1 6
2 3 6
2 3 6
2 3 7
3 7
4 8
5 13
6 18
19 7
18 5 1
21 2
26 3
23 4
left:
13
17
4 6
3 6
3 6
3 6
3 6
3 5
4 5
4 5
4 5
4 6
5 6
4 4 5 1 6
7 2 3 3 6
11 8 6
6 2 1 3 2 1 6
5 3 7
5 2 7
5 2 7
5 2 2 3
5 1 1 3 3
5 1 1 1 7
5 4 8
6 7 5 2
9 5 6 2
5 3 7 2
2 7 2
2 3 7 1
2 7 1
4 8
1 14
2 12
2 10
2 8
3 6
4 1 2 1
3 1 2 2
3 3 3
2 6 2 4
