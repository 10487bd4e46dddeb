skyscrapers 4
top: 1 2 3
