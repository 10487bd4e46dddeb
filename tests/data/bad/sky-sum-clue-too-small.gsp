skyscrapers 4 sum
left: . 3 . .
