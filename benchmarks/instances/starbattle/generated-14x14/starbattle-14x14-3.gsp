# status: unique
# made by: gridsat generate --type starbattle --size 14 --seed 3
starbattle 14 stars=3
regions:
a a a b b c c c d d d e e e
a b b b c c d c d d d e e e
a b b c c c d c d d d e e f
a a b c c c d d d g g f f f
a b b b b c d d d d g f f f
a a i b b c c i i g g f f f
h a i i i c i i g g f f f f
h h h h i c i i g g g g g f
h h h h i i i j j j g g g f
h h h k k k k j j j l g g g
h h h k n k k j j j l g g l
m h m k n n n n j j l l l l
m h m m m n n n j j j j l l
m m m m m n n j j j l l l l
