# status: multiple
# all 48 clues of the solution of data/skyscrapers/generated/skyscrapers-n12-unique-004, no givens
skyscrapers 12
top: 3 2 5 5 3 2 2 1 4 4 3 3
bottom: 4 2 3 1 2 5 5 3 2 3 2 6
left: 3 2 1 4 4 3 2 2 5 4 4 3
right: 4 2 4 1 4 3 6 2 3 2 5 3
