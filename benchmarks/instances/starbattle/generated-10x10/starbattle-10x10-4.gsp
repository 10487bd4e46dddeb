# status: unique
# made by: gridsat generate --type starbattle --size 10 --seed 4
starbattle 10 stars=2
regions:
d a f f b b c c c c
d a a f b c c c e c
d a a f b c c c e c
d d d f c c c e e e
d d d f c f c e e e
h f d f f f i e e e
h f f f f f i i g g
h f f i i i i g g g
h h i i i i g g g g
h i i i i i j j j g
