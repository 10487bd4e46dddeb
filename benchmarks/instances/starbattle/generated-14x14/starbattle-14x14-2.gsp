# status: unique
# made by: gridsat generate --type starbattle --size 14 --seed 2
starbattle 14 stars=3
regions:
a a a b b b b c c c c c d d
a b a b e e c c c c c d d d
a b a b b e c c c c c c d d
a b b b b e e c f f c c d d
a g g e b e e c f f f f f f
a g e e e e c c c c f f f f
a g g h e e e h h f f f i i
j j g h h h h h f f f i i i
j j g h h k k k f f f i i i
j j g h h k m k k k l l l i
j m m m m m m k l l l l l i
j j j j m m k k k n n n l l
j j m m m m m m n n n n n l
j j j j j m m m n n n n n n
