# status: unique
# made by: gridsat generate --type starbattle --size 10 --seed 1
starbattle 10 stars=2
regions:
a a c c c d d d d d
a b b b c c c d d d
a b a b c c c d d d
a a a e d d c d f f
e a e e d d d d d f
e e e e g g g g g f
e e e g g g g g h f
e i e e g g j h h h
e i i i j g j j h h
i i i i j j j j j h
