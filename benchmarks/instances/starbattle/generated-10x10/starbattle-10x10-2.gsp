# status: unique
# made by: gridsat generate --type starbattle --size 10 --seed 2
starbattle 10 stars=2
regions:
a b b b b b c c c c
a b b b c c c c c c
a b b b c c c c c c
a b b b b d d d d f
g g g b e e d d f f
g h h h h e e d d f
g h h h h e f f f f
g g h h j j f f f f
g g g g j j i i i f
j j j j j j j j j j
