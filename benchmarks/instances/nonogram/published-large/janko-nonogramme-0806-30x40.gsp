# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Nonogramme.jsonl.bz2, janko.at/Raetsel/Nonogramme/0806.a.htm, Elsbeth Endel (first published: http://pbn.homelinux.com/)
# status: unique
# the published solution is in the .solution file beside this one
# the clues are those of the published picture (this janko file stores the solution only)
nonogram 30x40
top:
12 3 4 2
1 2 3 3
1 2 5
1 1 3 1
1 4 1 2 2 1
1 6 1 5 3 1
1 3 1 4 7 1
1 2 3 2 5 1
1 2 2 1 5 4 1
1 2 5 3 2 1
1 3 1 3 2 1 1
1 4 2 2 2 2 1
1 2 1 2 1 2
1 2 3 2 2 3
1 2 3 2 2 2
1 2 1 3 3
1 4 2 2 3 1
1 1 2 2 2 2 2 1
1 6 2 1 2 1
4 1 3 2 6 1
1 1 4 2 1 2 1
2 1 2 1 1
1 2 4 3 1
1 2 8 1
1 3 3 1
1 2 2 1
1 2 5 1
2 2 2 5 1
2 2 1 4 1
3 3 2 2 5
3 5 2 1 6
2 1 7 1 3
3 6 2 2 1
3 4 2 1 4
1 1 1 1 9
1 2 2 2 6 3
1 2 2 1 2 2
1 2 1
1 1 2 3 1
30
left:
20 7 11
1 3 7 1
1 5 2 3 3 8
1 7 4 4 3 1
1 3 7 1 2 1
1 2 3 12 2
1 8 3 2 2
1 2 1 1 3 2 2 2 1
1 2 2 5 2 1 2 2 1
1 1 1 3 1 5 2 1
1 3 1 1 1 5 1
1 7 1 1 2 5 1
2 1 2 1 3 1 3 1
2 1 4 5 2 1 2 2
1 2 2 2 2 8 2
1 2 2 2 5 4
3 3 2 2 1
1 8 4 4 1
2 4 2 4 1 1
3 2 2 1 1
5 2 2 1 1
8 3 2 2 1
1 8 2 2 1 1
2 4 2 1 2 2 1
2 2 2 2 2 2 1
6 2 2 2 2 2 1
3 2 5 1 2 1
3 2 3 2 2 1
3 2 2 3 1
12 2 13 3 3 2
