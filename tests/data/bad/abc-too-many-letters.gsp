abc 5 letters=6
