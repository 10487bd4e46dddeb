# status: unique
# made by: gridsat generate --type starbattle --size 16 --seed 3
starbattle 16 stars=3
regions:
a a b b b c c c c c c d d d d d
a a a b b c c c e c c c d d g d
a a a a b b b c e e c c e d g d
a f f a b h c c e e c e e d g g
a a f f b h h h h e e e e e g g
f f f b b b h h e e h e g e e g
f f f i i h h e e h h e g g e g
i i i i i h h h h h e e h g g g
j i i i h h h h h h h h h k g k
j i l i i i i h i h h h k k k k
j j l l l l i h i k h h h k k m
j j l j j i i i i k k k k k k m
p j j j i i i i n k k n m m m m
p p p j i i n n n n n n n o m m
p p p p p n n p p p o n n o m m
p p p p p p p p p p o o o o m m
