# status: unique
# made by: gridsat generate --type starbattle --size 16 --seed 1
starbattle 16 stars=3
regions:
a a a a b b b b b b c c c c c c
a a d d d d d b b b b b e e c c
a a a a d d d b f e e b b e e e
a d d d d f d b f e b b b e e e
a a a a d f f b f e e e b b e g
a a d d d f f f f e e e b e e g
h d d d d f f j f f e e e e e g
h h h d d i f j j f f f e e g g
h i i i i i i j k k f k e e g g
h h h i i i n j j k k k g e g l
m h i i n n n j k k g k g g g l
m i i n n n n n k k g g g g l l
m i i i i i i n k g g p p p l l
m i i i i o o n n n g p p p p l
m m i o o o n n n n n p p p p l
i i i i i o n n p p p p p p p l
