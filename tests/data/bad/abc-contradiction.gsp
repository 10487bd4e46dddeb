# column 1 starts with A from the top, row 1 with B from the left
abc 2 letters=2
top: A .
left: B .
