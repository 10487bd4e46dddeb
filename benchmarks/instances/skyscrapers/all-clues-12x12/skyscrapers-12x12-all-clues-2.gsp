# status: multiple
# all 48 clues of the solution of data/skyscrapers/generated/skyscrapers-n12-unique-002, no givens
skyscrapers 12
top: 5 1 2 3 2 3 3 3 6 3 3 2
bottom: 1 2 4 5 5 3 3 2 2 4 4 3
left: 2 3 2 2 3 4 5 5 2 5 3 1
right: 4 3 6 2 5 1 3 3 4 3 2 5
