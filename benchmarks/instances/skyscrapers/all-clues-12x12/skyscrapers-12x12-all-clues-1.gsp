# status: multiple
# all 48 clues of the solution of data/skyscrapers/generated/skyscrapers-n12-unique-001, no givens
skyscrapers 12
top: 3 3 3 3 2 1 4 3 2 2 4 2
bottom: 4 2 3 5 3 4 2 5 5 2 3 1
left: 4 3 4 3 2 1 2 6 4 2 2 5
right: 2 2 7 4 3 5 3 2 3 3 4 1
