# status: unique
# made by: gridsat generate --type starbattle --size 10 --seed 5
starbattle 10 stars=2
regions:
b b b b b b b d d d
b b b c c c d d f f
a b b b c f f f f f
a a b g c c f f f f
a b b g f f f f e e
a b b g f f h h e j
i i i g f f h h e j
i i i i h f h j j j
i h h h h f h h j j
i i h h h h h j j j
