# status: unique
# made by: gridsat generate --type starbattle --size 14 --seed 5
starbattle 14 stars=3
regions:
e a a a b b b b b b c c c d
e a a a b b b b c c c c d d
e a a e b b b c c c g d d d
e e e e b f b b c i g d d d
e e h h f f i i i i g d g d
e e e h h f f i i g g d g d
h e h h j j f i i i g d g d
h h h h j j f f i g g g g g
h h h h j j j i i i i l g l
h m m m m j j i i k k l l l
h n m m m j k k k k k k l l
n n m m m j k k k k k k l l
n m m n n j j j k k k k k l
n n n n n j j j j j j k k k
