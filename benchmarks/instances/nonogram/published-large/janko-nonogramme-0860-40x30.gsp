# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Nonogramme.jsonl.bz2, janko.at/Raetsel/Nonogramme/0860.a.htm, Tooru Nakata (first published: http://www.takana.info/)
# status: unique
# the published solution is in the .solution file beside this one
# the clues are those of the published picture (this janko file stores the solution only)
nonogram 40x30
top:
11 2 3 2 3 5 7
6 1 4 1 2 5 7
4 6 3 2 1 8
3 3 4 2 3 16
2 2 5 5 18
1 2 2 23
1 4 1 2 3 11
2 1 2 3 9
2 7 4 8
2 1 5 5 2 7
2 7 4 3
2 5 2 8 1
2 3 1 1 6 1
1 1 2 1 5 1
1 2 3 1 5 2
1 1 1 2 3 2 2 2
1 1 1 2 2 2 1 2
1 1 3 2 1 1 1 2
1 1 2 1 2 1 1 1 2
2 1 2 1 2 1 1 1 1 3
1 2 2 1 1 2 1 2 1
2 1 1 1 10
3 4 1 1 2 7
3 3 4 1 2 6
2 1 2 1 3 4 1
3 1 2 3 2
5 2 3 3
14 2
5 5 2
2 3 2
left:
7 9
5 5 3
4 5 2
3 3 7 2
2 3 3 5
2 2 1 1 3
1 1 2 2
1 2 1 2
1 1 1 2 1
1 3 3 2
1 4 2 2
6 1 2
5 3 5 2
1 3 2 3 3 2
2 6 1 2 3
2 2 2 1 1 8
3 1 3 2 1 1 2 1 1
10 1 1
6 1 1 2
1 2 1 1 1 3
7 2 1 1 3
2 2 2 3 1 3
1 5 1 1 2 4 1 3
2 2 3 1 2 1
2 3 3 1 1 7 2
3 1 3 1 2
5 6 2
2 3 7 2
2 3 7 2
2 4 4 7
2 4 4 2
1 5 6 1
7 1
10 2
10 5
10 1 4
10 5
11 2 8
20 3 5
11 1 4 3 4
