# status: unique
# made by: gridsat generate --type starbattle --size 14 --seed 4
starbattle 14 stars=3
regions:
a a a a a a a b b b b b d d
a c e e a a a d d d b b b d
a c e e e e e e d d b d d d
c c c e e e f e f d d d d d
h c c e c e f e f d g g d d
h c c c c e f f f f g g g g
h h i i c c f f f g g g j g
h i i i c i f f f j j j j j
h i i i i i f f f j j l l j
h k k i i i i i j j j j l j
h k k k k i m i j j n l l j
h k k m k i m i i n n n l l
h k m m m i m i i n n n n l
h k m m m m m i i i i i n n
