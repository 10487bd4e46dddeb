abc 5
top: A . . . .
