# status: unique
# made by: gridsat generate --type starbattle --size 14 --seed 1
starbattle 14 stars=3
regions:
a a a a a a a a a a c c c d
e e a b a b b a a a a c c d
e e b b b b b b c c a c c d
e e e e b e b b b c c c c d
e i e e e e b f f f c f g d
e i e e e e f f g f f f g g
e i i e h h h g g g f f g g
i i i h h h j j j g g g g l
i i i j h h h j j g g g l l
i i i j j j j j k k l g l l
i m i m m n n k k k l l l l
i m m m m m n k k k k l l l
m m m m m n n n k k l l l l
m m m m m m m n n k l l l l
