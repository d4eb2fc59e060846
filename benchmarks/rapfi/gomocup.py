"""Shared by label.py, movequality.py and mates.py: the moves of .psq game records, and a brain over the Gomocup pipe protocol."""
import glob, re, subprocess, sys, time


def moves(path):
    """One .psq record's moves, as 0-based (x, y) pairs."""
    mv = []
    for l in open(path).read().split('\n')[1:]:
        m = re.match(r'^(\d+),(\d+),(-?\d+)$', l)
        if not m:
            break
        mv.append((int(m.group(1)) - 1, int(m.group(2)) - 1))
    return mv


def games(dirs):
    """Each .psq record's moves in DIR... (sorted by name), as 0-based (x, y) pairs."""
    for d in dirs:
        for f in sorted(glob.glob(d + '/*.psq')):
            yield moves(f)


class Pipe:
    """One brain process over the pipe protocol, started with START SIZE (15 unless given) and the given INFO lines."""

    def __init__(self, cmd, infos, debug=False, size=15):
        self.debug = debug
        self.p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.send('START %d' % size)
        self.line()
        for i in infos:
            self.send('INFO ' + i)

    def send(self, s):
        self.p.stdin.write(s + '\n')
        self.p.stdin.flush()

    def line(self):
        l = self.p.stdout.readline()
        if not l:
            raise SystemExit('a brain died')
        l = l.strip()
        if self.debug:
            print('<', l, file=sys.stderr)
        return l

    def move(self, pre, before=()):
        """After the commands in before, the brain's move in a position given by BOARD (the side to move's
        stones as 1) and the last Eval it sent: (None, None) when it answers ERROR (a position it refuses)."""
        for b in before:
            self.send(b)
        me = len(pre) % 2
        self.send('BOARD')
        for j, (x, y) in enumerate(pre):
            self.send('%d,%d,%d' % (x, y, 1 if j % 2 == me else 2))
        self.send('DONE')
        ev = None
        while True:
            l = self.line()
            m = re.search(r'Eval (\S+)', l)
            if m:
                ev = m.group(1)
            m = re.match(r'^(\d+),(\d+)$', l)
            if m:
                return (int(m.group(1)), int(m.group(2))), ev
            if l.startswith('ERROR'):
                return None, None

    def resync(self):
        """Rapfi drops a command that arrives while its search thread winds down: wait a little, then skip
        whatever comes before the answer to ABOUT (a late second move)."""
        time.sleep(0.01)
        self.send('ABOUT')
        while not self.line().startswith('name='):
            pass
