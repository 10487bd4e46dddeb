# status: unique
# made by: gridsat generate --type starbattle --size 10 --seed 3
starbattle 10 stars=2
regions:
a a a a a b b b d d
a a b b b b c b d d
e e e e c c c d d d
f f f e c c d d g d
f f f e e c d d g g
f f f d d d d d d g
h f f h h i d d g g
h h h h i i d g g j
h h h h i j j j j j
h h h h i j j j j j
