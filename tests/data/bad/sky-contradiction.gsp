# both ends of row 1 claim to see only the tallest building
skyscrapers 4
left: 1 . . .
right: 1 . . .
