skyscrapers 5
top: 1 6 . . .
