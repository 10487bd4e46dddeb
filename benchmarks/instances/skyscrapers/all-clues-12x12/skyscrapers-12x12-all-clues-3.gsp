# status: multiple
# all 48 clues of the solution of data/skyscrapers/generated/skyscrapers-n12-unique-003, no givens
skyscrapers 12
top: 2 1 3 5 6 2 4 3 4 3 5 2
bottom: 1 6 2 3 3 3 3 4 5 4 2 5
left: 2 5 2 3 4 5 3 3 3 3 4 1
right: 5 1 4 3 2 3 4 2 4 4 2 4
