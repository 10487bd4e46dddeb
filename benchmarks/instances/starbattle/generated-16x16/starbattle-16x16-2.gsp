# status: unique
# made by: gridsat generate --type starbattle --size 16 --seed 2
starbattle 16 stars=3
regions:
e e a a a b b b b b b b c c c c
e e a e a a f f f f f b b b c c
e e e e e a a d d f f f f c c c
g e g g e d d d d d d f f f f c
g g g g e e e d k d d f h f f f
g i i g g g g d k k d d h h f h
g i i j j g j d k k k d d h h h
i i i i j j j d k k k d d h k h
i j j j j k j j k k k k k k k h
i i i m j k k k k k k k k k k h
m m m m j k k k l l l k k k k h
m p p m j j o o o l k k n k k h
m p m m o o o o o l k k n n h h
m p o o o o o p p k k k n n h h
m p p p o o o p p k k k k n n h
m p p p p p p p p p p k h h h h
