#!/usr/bin/env python3
"""Converts janko.at puzzles, as archived by github.com/tkoz0/janko.at-puzzle-scraping
(data/<Genre>.jsonl.bz2, unpacked with bunzip2 into ARCHIVE_DIR), into gridsat's native format:
the 10 largest of each genre, a .gsp with its origin and status lines and the published solution
beside it as .solution (docs/speed.md, "Where the puzzles come from").

    make-published.py ARCHIVE_DIR OUT_DIR [GENRE...]    (OUT_DIR/<genre>/published-large/)
"""
import json, os, sys, re
if len(sys.argv) < 3:
    sys.exit(__doc__)
SRC = sys.argv[1]
OUT = sys.argv[2]
TOP = 10
REPO = 'github.com/tkoz0/janko.at-puzzle-scraping'

def load(g):
    res = []
    for line in open(f'{SRC}/{g}.jsonl'):
        o = json.loads(line); res.append((o['file'], o['data']))
    return res

def dims(d):
    if d.get('puzzle') == 'futoshiki': return d['size'], d['size']
    for k in ('problem', 'solution', 'areas'):
        if k in d and isinstance(d[k], list) and d[k] and isinstance(d[k][0], list):
            return len(d[k]), len(d[k][0])
    return d.get('rows') or d['size'], d.get('cols') or d['size']

def num(f):
    return int(re.search(r'/(\d+)\.a\.x-janko', f).group(1))

def header(gname, f, d, extra=''):
    page = f.replace('.x-janko', '.htm')
    a = d.get('author') or 'unknown author'
    try:  # some names are stored as UTF-8 read as Latin-1 (twice encoded)
        a = a.encode('latin-1').decode('utf-8')
    except (UnicodeEncodeError, UnicodeDecodeError):
        pass
    s = f"# origin: {REPO} data/{gname}.jsonl.bz2, janko.at/Raetsel{page}, {a}"
    if d.get('source'): s += f" (first published: {d['source']})"
    s += '\n# status: unique\n'
    s += '# the published solution is in the .solution file beside this one\n'
    if extra: s += extra
    return s

def write(genre, f, d, text, sol, gname, extra=''):
    r, c = dims(d)
    base = f"janko-{gname.lower()}-{num(f):04d}-{r}x{c}"
    dd = f'{OUT}/{genre}/published-large'
    os.makedirs(dd, exist_ok=True)
    with open(f'{dd}/{base}.gsp', 'w') as o: o.write(header(gname, f, d, extra) + text)
    with open(f'{dd}/{base}.solution', 'w') as o: o.write(sol)

def top(g, key=None, n=TOP, filt=None):
    items = [(f, d) for f, d in load(g) if (filt is None or filt(f, d)) and d.get('puzzle') and 'diagonal' not in d['puzzle'] and 'info' not in d['puzzle']]
    items.sort(key=lambda fd: (dims(fd[1])[0] * dims(fd[1])[1], num(fd[0])), reverse=True)
    return items[:n]

def rows_text(rows, sep=' '):
    w = max(len(x) for r in rows for x in r)
    return '\n'.join(sep.join(x.rjust(w) if sep == ' ' else x for x in r) for r in rows) + '\n'

def shading(sol, on):
    return '\n'.join(' '.join('#' if x in on else '.' for x in r) for r in sol) + '\n'

def lightup():
    for f, d in top('Akari'):
        p = d['problem']; r, c = dims(d)
        m = {'-': '.', 'x': 'B'}
        g = [[m.get(x, x) for x in row] for row in p]
        write('lightup', f, d, f'lightup {r}x{c}\ngrid:\n' + rows_text(g), shading(d['solution'], {'o'}), 'Akari')

def nurikabe():
    for f, d in top('Nurikabe'):
        p = d['problem']; r, c = dims(d)
        g = [['.' if x == '-' else x for x in row] for row in p]
        write('nurikabe', f, d, f'nurikabe {r}x{c}\ngrid:\n' + rows_text(g), shading(d['solution'], {'x'}), 'Nurikabe')

def kurodoko():
    for f, d in top('Kuromasu'):
        p = d['problem']; r, c = dims(d)
        g = [['.' if x == '-' else x for x in row] for row in p]
        write('kurodoko', f, d, f'kurodoko {r}x{c}\ngrid:\n' + rows_text(g), shading(d['solution'], {'x'}), 'Kuromasu')

def hitori():
    for f, d in top('Hitori'):
        p = d['problem']; r, c = dims(d)
        write('hitori', f, d, f'hitori {r}x{c}\ngrid:\n' + rows_text(p), shading(d['solution'], {'x'}), 'Hitori')

def masyu():
    for f, d in top('Masyu'):
        p = d['problem']; r, c = dims(d)
        m = {'-': '.', 'w': 'W', 'b': 'B'}
        g = [[m[x] for x in row] for row in p]
        s = d['solution']
        h = [[1 if 'e' in s[i][j] else 0 for j in range(c - 1)] for i in range(r)]
        v = [[1 if 's' in s[i][j] else 0 for j in range(c)] for i in range(r - 1)]
        write('masyu', f, d, f'masyu {r}x{c}\ngrid:\n' + '\n'.join(''.join(x) for x in g) + '\n', json.dumps({'h': h, 'v': v}) + '\n', 'Masyu')

def slitherlink():
    for f, d in top('Slitherlink'):
        p = d['problem']; r, c = dims(d)
        g = [['.' if x == '-' else x for x in row] for row in p]
        s = d['solution']
        ins = lambda i, j: 0 <= i < r and 0 <= j < c and s[i][j] == 'x'
        h = [[1 if ins(i - 1, j) != ins(i, j) else 0 for j in range(c)] for i in range(r + 1)]
        v = [[1 if ins(i, j - 1) != ins(i, j) else 0 for j in range(c + 1)] for i in range(r)]
        write('slitherlink', f, d, f'slitherlink {r}x{c}\ngrid:\n' + '\n'.join(''.join(x) for x in g) + '\n', json.dumps({'h': h, 'v': v}) + '\n', 'Slitherlink')

def kakuro():
    for f, d in top('Kakuro'):
        s = d['solution']; r, c = dims(d)
        white = lambda i, j: 0 <= i < r and 0 <= j < c and s[i][j] != '-'
        g = []
        for i in range(r):
            row = []
            for j in range(c):
                if white(i, j): row.append('.'); continue
                dn = ac = ''
                if white(i + 1, j):
                    k = i + 1; t = 0
                    while white(k, j): t += int(s[k][j]); k += 1
                    if k - i - 1 >= 2: dn = str(t)
                if white(i, j + 1):
                    k = j + 1; t = 0
                    while white(i, k): t += int(s[i][k]); k += 1
                    if k - j - 1 >= 2: ac = str(t)
                row.append(dn + '\\' + ac)
            g.append(row)
        # cross-check against the published clues where the file has them
        if 'problem' in d:
            for i in range(r):
                for j in range(c):
                    x = d['problem'][i][j]
                    if x in ('-', 'x'): continue
                    n = int(x); dn, ac = (n // 100, n % 100) if len(x) >= 3 else (0, n)
                    mine = g[i][j].split('\\')
                    md, ma = int(mine[0] or 0), int(mine[1] or 0)
                    if (md, ma) != (dn, ac): print('KAKURO CLUE MISMATCH', f, i, j, x, g[i][j], file=sys.stderr)
        w = max(len(x) for row in g for x in row)
        txt = '\n'.join(' '.join(x.ljust(w) for x in row).rstrip() for row in g) + '\n'
        sol = '\n'.join(' '.join('0' if x == '-' else x for x in row) for row in s) + '\n'
        extra = '' if 'problem' in d else '# the sums are those of the published solution (this janko file stores the solution only)\n'
        write('kakuro', f, d, f'kakuro {r}x{c}\ngrid:\n' + txt, sol, 'Kakuro', extra)

def tents():
    for f, d in top('Zeltlager'):
        s = d['solution']; r, c = dims(d)
        g = [['T' if x == 'x' else '.' for x in row] for row in s]
        rc = [str(sum(1 for x in row if x == 'o')) for row in s]
        cc = [str(sum(1 for i in range(r) if s[i][j] == 'o')) for j in range(c)]
        txt = f'tents {r}x{c}\ngrid:\n' + '\n'.join(''.join(x) for x in g) + '\nright: ' + ' '.join(rc) + '\nbottom: ' + ' '.join(cc) + '\n'
        write('tents', f, d, txt, shading(s, {'o'}), 'Zeltlager', '# trees and counts as the published solution shows them (this janko file stores the solution only)\n')

def starbattle():
    for f, d in top('Sternenschlacht'):
        a = d['areas']; r, c = dims(d)
        write('starbattle', f, d, f"starbattle {r} stars={d['depth']}\nregions:\n" + rows_text(a), shading(d['solution'], {'x'}), 'Sternenschlacht')

def nonogram():
    for f, d in top('Nonogramme'):
        s = d['solution']; r, c = dims(d)
        def runs(line):
            out = []; k = 0
            for x in line + ['-']:
                if x == 'x': k += 1
                elif k: out.append(str(k)); k = 0
            return ' '.join(out) or '0'
        topc = [runs([s[i][j] for i in range(r)]) for j in range(c)]
        left = [runs(list(s[i])) for i in range(r)]
        txt = f'nonogram {r}x{c}\ntop:\n' + '\n'.join(topc) + '\nleft:\n' + '\n'.join(left) + '\n'
        write('nonogram', f, d, txt, shading(s, {'x'}), 'Nonogramme', '# the clues are those of the published picture (this janko file stores the solution only)\n')

def sudoku():
    for f, d in top('Sudoku'):
        p = d['problem']; r, c = dims(d)
        box = ''
        if 'patternx' in d: box = f" box={d['patterny']}x{d['patternx']}"
        g = [['.' if x == '-' else x for x in row] for row in p]
        write('sudoku', f, d, f'sudoku {r}{box}\ngrid:\n' + rows_text(g), rows_text(d['solution']), 'Sudoku')

def skyscrapers():
    for f, d in top('Wolkenkratzer', filt=lambda f, d: str(d.get('depth', d['size'])) == str(d['size'])):
        n = d['size']; cl, rl = d['clabels'], d['rlabels']
        cv = lambda L: ' '.join('.' if x == '-' else x for x in L)
        txt = f'skyscrapers {n}\n'
        if 'problem' in d:
            txt += 'grid:\n' + rows_text([['.' if x == '-' else x for x in row] for row in d['problem']])
        txt += f'top: {cv(cl[0])}\nbottom: {cv(cl[1])}\nleft: {cv(rl[0])}\nright: {cv(rl[1])}\n'
        write('skyscrapers', f, d, txt, rows_text(d['solution']), 'Wolkenkratzer')

def binairo():
    for f, d in top('Tohu-Wa-Vohu'):
        p = d['problem']; r, c = dims(d)
        m = {'-': '.', '1': '0', '2': '1'}
        g = [[m[x] for x in row] for row in p]
        sol = '\n'.join(' '.join(m[x] for x in row) for row in d['solution']) + '\n'
        write('binairo', f, d, f'binairo {r}x{c} unique-lines=no\ngrid:\n' + '\n'.join(' '.join(x) for x in g) + '\n', sol, 'Tohu-Wa-Vohu',
              '# Tohu wa Vohu: binairo without the rule that lines differ (unique-lines=no); 1/2 written 0/1\n')

def abc():
    for f, d in top('Abc-End-View', filt=lambda f, d: 'diagonals' not in d):
        n = d['size']; k = d['depth']; cl, rl = d['clabels'], d['rlabels']
        cv = lambda L: ' '.join('.' if x == '-' else x.upper() for x in L)
        txt = f'abc {n} letters={k}\n'
        if 'problem' in d:
            txt += 'grid:\n' + '\n'.join(' '.join('.' if x == '-' else x.upper() for x in row) for row in d['problem']) + '\n'
        txt += f'top: {cv(cl[0])}\nbottom: {cv(cl[1])}\nleft: {cv(rl[0])}\nright: {cv(rl[1])}\n'
        sol = '\n'.join(' '.join('.' if x == '-' else x.upper() for x in row) for row in d['solution']) + '\n'
        write('abc', f, d, txt, sol, 'Abc-End-View')

def futoshiki():
    m = {'?': '.', '\u00ab': '<', '\u00bb': '>', 'V': 'v', 'A': '^', '.': '.', '-': ' '}
    for f, d in top('Futoshiki'):
        p = d['problem']; n = d['size']
        lines = []
        for i, row in enumerate(p):
            if i % 2 == 0:
                lines.append(' '.join((m.get(x, x) if k % 2 == 0 else ('' if x == '.' else m.get(x, x))) for k, x in enumerate(row)))
            else:
                lines.append(' '.join(m.get(x, x) for x in row[0::2]))
        write('futoshiki', f, d, f'futoshiki {n}\ngrid:\n' + '\n'.join(lines) + '\n', rows_text(d['solution']), 'Futoshiki')

def cages(d, gname):
    a = d['areas']; p = d['problem']; r, c = dims(d)
    labels = {}
    def lab(k):
        s = ''; k += 1
        while k: k, rem = divmod(k - 1, 26); s = chr(97 + rem) + s
        return s
    for i in range(r):
        for j in range(c):
            if a[i][j] not in labels: labels[a[i][j]] = lab(len(labels))
    targets = {}
    for i in range(r):
        for j in range(c):
            if p[i][j] != '-':
                L = labels[a[i][j]]
                if L in targets: print('TWO TARGETS', gname, L, file=sys.stderr)
                targets[L] = p[i][j]
    grid = [[labels[a[i][j]] for j in range(c)] for i in range(r)]
    order = sorted(targets, key=lambda L: (len(L), L))
    return rows_text(grid), ' '.join(f'{L} {targets[L]}' for L in order), len(targets) == len(labels)

def calcudoku():
    for f, d in top('Kendoku'):
        g, t, ok = cages(d, f)
        if not ok: print('calcudoku: cage without target', f, file=sys.stderr)
        write('calcudoku', f, d, f"calcudoku {d['size']}\ncages:\n{g}targets: {t}\n", rows_text(d['solution']), 'Kendoku')

def killer():
    for f, d in top('Sudoku_Killer', filt=lambda f, d: d.get('size') == 9 and 'cols' not in d):
        g, t, ok = cages(d, f)
        if not ok: print('killer: cage without target', f, file=sys.stderr)
        write('killer', f, d, f"sudoku 9\ncages:\n{g}targets: {t}\n", rows_text(d['solution']), 'Sudoku_Killer')

def pieces(a, r, c):
    """Areas relabelled by connected piece: the page draws a wall between different labels, and
    a few janko files use one label for two rooms apart."""
    out = [[None] * c for _ in range(r)]; k = 0
    for i in range(r):
        for j in range(c):
            if out[i][j] is not None: continue
            k += 1; stack = [(i, j)]; out[i][j] = str(k)
            while stack:
                y, x = stack.pop()
                for v, u in ((y - 1, x), (y + 1, x), (y, x - 1), (y, x + 1)):
                    if 0 <= v < r and 0 <= u < c and out[v][u] is None and a[v][u] == a[y][x]:
                        out[v][u] = str(k); stack.append((v, u))
    return out

def rooms_puzzle(genre, d, r, c):
    """The native text of a room genre (heyawake, aqre): rooms: and numbers:."""
    g = [['.' if x == '-' else x for x in row] for row in d['problem']]
    return f'{genre} {r}x{c}\nrooms:\n' + rows_text(pieces(d['areas'], r, c)) + 'numbers:\n' + rows_text(g)

def heyawake():
    for f, d in top('Heyawake', filt=lambda f, d: 'problem' in d):
        r, c = dims(d)
        write('heyawake', f, d, rooms_puzzle('heyawake', d, r, c), shading(d['solution'], {'x'}), 'Heyawake')

def aqre():
    for f, d in top('Aqre'):
        r, c = dims(d)
        write('aqre', f, d, rooms_puzzle('aqre', d, r, c), shading(d['solution'], {'x'}), 'Aqre')

def chocona():
    for f, d in top('Chocona', filt=lambda f, d: 'problem' in d):
        r, c = dims(d)
        write('chocona', f, d, rooms_puzzle('chocona', d, r, c), shading(d['solution'], {'x'}), 'Chocona')

def yinyang():
    for f, d in top('Yin-Yang'):
        r, c = dims(d)
        m = {'-': '.', 'w': '0', 'b': '1'}
        g = [[m[x] for x in row] for row in d['problem']]
        write('yinyang', f, d, f'yinyang {r}x{c}\ngivens:\n' + rows_text(g), shading(d['solution'], {'b'}), 'Yin-Yang',
              '# circles as givens: 1 black, 0 white\n')

def numbers_puzzle(genre, d, r, c):
    """The native text of a genre of numbers in cells (canal, cave, mochikoro, kurotto): numbers:,
    janko.at's 'o' (a circle without a number) as '?'."""
    g = [['.' if x == '-' else '?' if x == 'o' else x for x in row] for row in d['problem']]
    return f'{genre} {r}x{c}\nnumbers:\n' + rows_text(g)

def canal():
    for f, d in top('Canal-View', filt=lambda f, d: 'problem' in d):
        r, c = dims(d)
        write('canal', f, d, numbers_puzzle('canal', d, r, c), shading(d['solution'], {'x'}), 'Canal-View')

def cave():
    # janko.at's Corral marks the cells inside the loop (the cave); gridsat shades the outside.
    for f, d in top('Corral', filt=lambda f, d: 'problem' in d):
        r, c = dims(d)
        write('cave', f, d, numbers_puzzle('cave', d, r, c), shading(d['solution'], {'-'}), 'Corral')

def shimaguni():
    for f, d in top('Shimaguni', filt=lambda f, d: 'problem' in d):
        r, c = dims(d)
        write('shimaguni', f, d, rooms_puzzle('shimaguni', d, r, c), shading(d['solution'], {'x'}), 'Shimaguni')

def norinori():
    # The rooms are the whole puzzle.
    for f, d in top('Norinori', filt=lambda f, d: 'solution' in d):
        r, c = dims(d)
        write('norinori', f, d, f'norinori {r}x{c}\nrooms:\n' + rows_text(pieces(d['areas'], r, c)),
              shading(d['solution'], {'x'}), 'Norinori')

def mochikoro():
    for f, d in top('Mochikoro', filt=lambda f, d: 'problem' in d):
        r, c = dims(d)
        write('mochikoro', f, d, numbers_puzzle('mochikoro', d, r, c), shading(d['solution'], {'x'}), 'Mochikoro')

def kurotto():
    for f, d in top('Kurotto', filt=lambda f, d: 'problem' in d):
        r, c = dims(d)
        write('kurotto', f, d, numbers_puzzle('kurotto', d, r, c), shading(d['solution'], {'x'}), 'Kurotto')

def lightshadow():
    # janko.at writes a dark number with an 'x' after it; gridsat gives a number's colour as a
    # given cell (1 dark, 0 light).
    for f, d in top('Licht-Schatten', filt=lambda f, d: 'problem' in d):
        r, c = dims(d)
        nums = [['.' if x == '-' else x.rstrip('x') for x in row] for row in d['problem']]
        dark = [['.' if x == '-' else '1' if x.endswith('x') else '0' for x in row] for row in d['problem']]
        write('lightshadow', f, d, f'lightshadow {r}x{c}\nnumbers:\n' + rows_text(nums) + 'givens:\n' + rows_text(dark),
              shading(d['solution'], {'x'}), 'Licht-Schatten')

def values_rooms(genre, gname):
    """A values genre of rooms and givens (ripple, kojun, suguru): rooms: and givens:."""
    for f, d in top(gname, filt=lambda f, d: 'problem' in d and 'areas' in d):
        r, c = dims(d)
        g = [['.' if x == '-' else x for x in row] for row in d['problem']]
        write(genre, f, d, f'{genre} {r}x{c}\nrooms:\n' + rows_text(pieces(d['areas'], r, c)) + 'givens:\n' + rows_text(g),
              '\n'.join(' '.join(row) for row in d['solution']) + '\n', gname)

def ripple():
    values_rooms('ripple', 'Hakyuu')

def kojun():
    values_rooms('kojun', 'Kojun')

def suguru():
    values_rooms('suguru', 'Suguru')

def nurimisaki():
    # janko.at writes a circle without a number as '?', as gridsat does.
    for f, d in top('Nurimisaki', filt=lambda f, d: 'problem' in d):
        r, c = dims(d)
        write('nurimisaki', f, d, numbers_puzzle('nurimisaki', d, r, c), shading(d['solution'], {'x'}), 'Nurimisaki')

def yajikazu():
    # janko.at writes a number with its arrow's direction as n, s, w or e ('3w'); gridsat writes
    # the arrow after the number as ^ v < >.
    arrow = {'n': '^', 's': 'v', 'w': '<', 'e': '>'}
    for f, d in top('Yajisan-Kazusan', filt=lambda f, d: 'problem' in d):
        r, c = dims(d)
        nums = [['.' if x == '-' else x[:-1] + arrow[x[-1]] for x in row] for row in d['problem']]
        write('yajikazu', f, d, f'yajikazu {r}x{c}\nnumbers:\n' + rows_text(nums),
              shading(d['solution'], {'x'}), 'Yajisan-Kazusan')

def lits():
    # The rooms are the whole puzzle. Some janko.at LITS leave cells out of every room ('#' or
    # '@': a variant with holes); only plain ones are taken. The solution names each shaded
    # cell's tetromino (L, I, T, S), '-' for unshaded.
    plain = lambda f, d: 'solution' in d and all(x.isdigit() for row in d['areas'] for x in row)
    for f, d in top('LITS', filt=plain):
        r, c = dims(d)
        write('lits', f, d, f'lits {r}x{c}\nrooms:\n' + rows_text(pieces(d['areas'], r, c)),
              '\n'.join(' '.join('.' if x == '-' else '#' for x in row) for row in d['solution']) + '\n', 'LITS')

def doppelblock():
    # The sums above the columns (clabels) and left of the rows (rlabels), '-' or '' for none;
    # the solution's 'x' a shaded cell, '#' in gridsat's text.
    for f, d in top('Doppelblock', filt=lambda f, d: 'solution' in d):
        r, c = dims(d)
        lab = lambda row: ' '.join(x if x.isdigit() else '.' for x in row)
        write('doppelblock', f, d, f"doppelblock {r}\ntop: {lab(d['clabels'][0])}\nleft: {lab(d['rlabels'][0])}\n",
              rows_text([['#' if x == 'x' else x for x in row] for row in d['solution']]), 'Doppelblock')

def tapa():
    # janko.at writes a clue's runs run together ('13'), 9 for a '?', as gridsat does with '?'.
    for f, d in top('Tapa', filt=lambda f, d: 'problem' in d and 'solution' in d):
        r, c = dims(d)
        nums = [['.' if x == '-' else x.replace('9', '?') for x in row] for row in d['problem']]
        write('tapa', f, d, f'tapa {r}x{c}\nnumbers:\n' + rows_text(nums), shading(d['solution'], {'x'}), 'Tapa')

for fn in sys.argv[3:] or ['lightup','nurikabe','kurodoko','hitori','masyu','slitherlink','kakuro','tents','starbattle','nonogram','sudoku','skyscrapers','binairo','abc','futoshiki','calcudoku','killer','heyawake','aqre','yinyang','chocona','canal','cave','shimaguni','norinori','mochikoro','kurotto','lightshadow','ripple','nurimisaki','kojun','suguru','yajikazu','lits','doppelblock','tapa']:
    globals()[fn]()
