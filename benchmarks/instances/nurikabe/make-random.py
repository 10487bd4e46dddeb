#!/usr/bin/env python3
"""A random nurikabe of H x W with every island numbered: islands grown at random (up to MAXSIZE
cells, never touching another, the wall kept connected), 2 x 2 black blocks then broken. Not
unique as a rule: for measuring how encodings and limits behave on giants (issue 38: a 40 x 57
with islands up to 50 encodes to about 3.5 M variables and 10 M clauses).

    make-random.py H W SEED MAXSIZE > puzzle.gsp
"""
import random, sys
from collections import deque
H,W,seed,maxs=int(sys.argv[1]),int(sys.argv[2]),int(sys.argv[3]),int(sys.argv[4])
random.seed(seed)
isl=[[-1]*W for _ in range(H)]  # -1 black
sizes=[]
def nb(r,c):
    for dr,dc in ((1,0),(-1,0),(0,1),(0,-1)):
        a,b=r+dr,c+dc
        if 0<=a<H and 0<=b<W: yield a,b
def wall_ok(r,c):
    # would wall stay connected if (r,c) turned white
    isl[r][c]=-2
    start=None; n=0
    for a in range(H):
        for b in range(W):
            if isl[a][b]==-1:
                n+=1
                if start is None: start=(a,b)
    seen={start}; dq=deque([start])
    while dq:
        x=dq.popleft()
        for y in nb(*x):
            if isl[y[0]][y[1]]==-1 and y not in seen: seen.add(y); dq.append(y)
    isl[r][c]=-1
    return len(seen)==n
def can(r,c,k):
    if isl[r][c]!=-1: return False
    for a,b in nb(r,c):
        if isl[a][b]!=-1 and isl[a][b]!=k: return False
    return wall_ok(r,c)
cells=[(r,c) for r in range(H) for c in range(W)]
random.shuffle(cells)
for (r,c) in cells:
    if not can(r,c,len(sizes)): continue
    k=len(sizes); target=random.randint(1,maxs)
    isl[r][c]=k; mem=[(r,c)]
    while len(mem)<target:
        cand=[(a,b) for (x,y) in mem for (a,b) in nb(x,y) if isl[a][b]==-1]
        random.shuffle(cand); ok=False
        for (a,b) in cand[:6]:
            if can(a,b,k): isl[a][b]=k; mem.append((a,b)); ok=True; break
        if not ok: break
    sizes.append(mem)
# fix 2x2 black
changed=True
while changed:
    changed=False
    for r in range(H-1):
        for c in range(W-1):
            blk=[(r,c),(r+1,c),(r,c+1),(r+1,c+1)]
            if all(isl[a][b]==-1 for a,b in blk):
                for (a,b) in blk:
                    ks={isl[x][y] for x,y in nb(a,b) if isl[x][y]>=0}
                    if len(ks)<=1:
                        k=ks.pop() if ks else len(sizes)
                        if k==len(sizes): sizes.append([])
                        if wall_ok(a,b): isl[a][b]=k; sizes[k].append((a,b)); changed=True; break
g=[['.']*W for _ in range(H)]
for k,mem in enumerate(sizes):
    if mem:
        r,c=random.choice(mem); g[r][c]=str(len(mem))
print(f"nurikabe {H}x{W}\ngrid:")
for row in g: print(" ".join(row))
