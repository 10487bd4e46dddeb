# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Nonogramme.jsonl.bz2, janko.at/Raetsel/Nonogramme/0808.a.htm, Elsbeth Endel (first published: http://pbn.homelinux.com/)
# status: unique
# the published solution is in the .solution file beside this one
# the clues are those of the published picture (this janko file stores the solution only)
nonogram 30x40
top:
0
5
9
11
3 6
5 5
5 4
4 4
2 4
2 4
1 6
2 6
1 1 6
1 7
1 1 7
1 9
1 1 9
1 10
2 1 12
1 13
2 15
27
28
28
28
28
28
27
11 15
11 14
10 12
9 3 9
7 4 4
3 4 5
5 2
2
2
2
2
3
left:
0
8
11
12
13
1 13
2 14
3 12 1
4 12 1
2 2 13 1
3 3 14 1
3 8 10 1 1
3 7 3 2
2 9 9
3 1 1 1 1 18
3 11 1
3 13 1
4 14 1
5 15 1
6 19
32
30
29
24
22
21
17
14
9
0
