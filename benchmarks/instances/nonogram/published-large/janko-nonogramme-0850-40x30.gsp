# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Nonogramme.jsonl.bz2, janko.at/Raetsel/Nonogramme/0850.a.htm, Tooru Nakata (first published: http://www.takana.info/)
# status: unique
# the published solution is in the .solution file beside this one
# the clues are those of the published picture (this janko file stores the solution only)
nonogram 40x30
top:
17
13 6
10 1 4
9 2
7 4 2
5 8 3
4 12 5
2 6 15 2
2 8 18 2
23 9 2
2 15 9 1
3 9 4 1 6 1
13 2 2 3 1
11 2 2 4 1 1
8 1 3 1 3 1 1
8 1 1 3
10 2 3 2
3 11 2 4
6 4 6
17 4 2 5
11 3 4 3 2
7 1 2 3 6
9 1 1 1
2 9 3 1 2 1
2 9 2 2 6 2
2 11 2 7 2
18 5 2
2 6 13 3
2 9 2
11 10
left:
2
4
2 3 2
1 2 1 4
1 2 1 2 1
2 3 1 4 1
1 4 1 1 2 2 1
1 4 3 3 1 3 1
1 16 3 1
2 21 1
2 21 1
3 1 8 9 1
4 9 9 1
4 10 8 2
5 11 8 1
5 8 3 2 7
4 9 2 2 7
4 6 3 2 1 1 6
4 7 1 1 3
3 8 3 1 1 3 3
3 6 1 2 2 1 1 2 3
2 6 2 4 1 3 1 2
3 6 2 1 1 2 1 1
2 4 2 1 2 2 1 1
2 3 2 1 2 1
1 4 1 1 3 1
2 5 1 3 1
2 6 4 4 1
3 3 2 5 3 1
3 4 1 5 2 1
4 3 1 3 2 2
5 3 2 2 3
3 4 1 2 2 1
2 4 2 4 1 2
1 4 4 3 2
2 6 1 2
4 3 1 2
7 3 1
4
2
