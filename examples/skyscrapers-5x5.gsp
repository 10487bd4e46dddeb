# Skyscrapers: a clue counts the buildings seen from its side; one solution.
# Solve it with:  gridsat solve examples/skyscrapers-5x5.gsp
skyscrapers 5
top: 1 . . 2 .
bottom: . . . 2 .
left: . 4 . . .
right: . . 2 4 2
