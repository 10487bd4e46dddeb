# a side of odd length cannot be balanced
binairo 5x6
