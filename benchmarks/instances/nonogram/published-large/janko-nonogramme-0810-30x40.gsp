# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Nonogramme.jsonl.bz2, janko.at/Raetsel/Nonogramme/0810.a.htm, Elsbeth Endel (first published: http://pbn.homelinux.com/)
# status: unique
# the published solution is in the .solution file beside this one
# the clues are those of the published picture (this janko file stores the solution only)
nonogram 30x40
top:
4 8 4 4 3
4 12 3 4 3
4 8 1 2 3 4
3 8 1 1 2 5
3 7 1 1 1 2 1 3
3 6 1 1 1 4
2 7 1 2 5
5 1 5
2 7 1 2 5
1 8 2 1 1 4
1 8 1 1 1 1 3
1 8 1 2 2 5
2 8 2 2 3 4
3 9 1 3 4 3
4 6 4 4 3
4 2 1 5 9
1 6 2 4 9
1 10 4 8 1
2 8 2 2 8 1
3 6 3 8 2
5 4 4 8 3
6 6 6 3
10 6 4 4
9 1 8 2 5
8 1 9 4
7 2 9 2 3
6 3 6 5 1
1 4 6 7
3 11 9
6 10 8
6 8 2 7
5 2 7 5 5
4 2 5 7 2
4 4 3 9 1
3 5 12 2
2 8 1 11 3
1 8 3 9 4
1 7 5 6 5
1 1 5 7 4 6
1 1 3 9 7
left:
7 4 8 8 3
7 1 3 8 9
6 1 5 8 8 2
3 1 3 5 8 5 2
4 4 5 8 3 4
7 5 4 7 2 7
7 6 4 6 9
7 7 5 5 9
7 7 4 3 3 6
7 8 4 1 7 4 1
5 6 4 10 2 2
4 1 4 4 8 1 3
3 1 3 2 5 7 4
1 5 1 1 8 7 5
1 1 1 1 8 5 4
1 1 1 3 8 4 2 3
2 1 2 4 6 3 5 2
1 1 3 2 5 6 2 6 1
3 3 3 5 1 4 1 7
4 5 4 4 9
2 2 5 7 3 9
8 1 2 8
5 13 4 7
5 14 6 5 1
3 10 7 4 2
2 2 3 2 8 1 6 2 3
2 5 2 5 3 7 1 4
18 6 6 5
17 7 4 6
16 10 3 7
