abc 5 letters=4
top: . . . E .
