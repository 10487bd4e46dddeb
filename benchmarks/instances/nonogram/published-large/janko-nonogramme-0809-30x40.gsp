# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Nonogramme.jsonl.bz2, janko.at/Raetsel/Nonogramme/0809.a.htm, Elsbeth Endel (first published: http://pbn.homelinux.com/)
# status: unique
# the published solution is in the .solution file beside this one
# the clues are those of the published picture (this janko file stores the solution only)
nonogram 30x40
top:
1
2
5
7 1
8 1
3 4 2 2
2 1 8
2 12 1
3 6 2
3 2
2 1 3
5 1 1 3
11 1 3
3 1 2 5 4
2 1 2 7 4
2 1 1 1 5 4
1 4 6 5
2 1 2 3 4 5
1 1 2 2 2 4 5
2 1 1 1 2 4 6
1 1 1 7 6
2 1 15
1 1 1 2 1 10
1 1 1 1 2 12
1 1 2 14
2 1 1 1 14
1 1 1 1 1 2 4 6
3 1 2 1 8 7
1 1 1 11 7
2 2 1 1 4 3 8
3 2 1 1 4 8
3 1 7 8
3 7 8
7 9
9
9
10
10
10
11
left:
0
7
3 1 3
3 3
2 2 3 2
2 1
1 3
3 2 2 3 2
1 1 3
4 3 4 2
2 1 2 1 1
2 2 3 2
2 3 3 2 2 4 2
4 3 1 1 1 2 3
1 1 2 7 10
1 1 3 1 3 3 3
2 23
1 4 5 4 5 3
2 3 5 6 5
2 15 9 1
2 2 16 4
2 2 13 7
2 3 9 11
5 5 13
5 21
3 2 24
2 2 27
2 2 30
2 2 32
40
