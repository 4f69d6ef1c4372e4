"""Spacewar, the Health/Ammo modification (game 4, ruled in shared/RULINGS.md,
section Spacewar; the seed is the second part of seeds/003_5f43dc6460070d2f.txt).

Two fleets on an 8x8 board; each side also has two Bases. Seat 0 = Red (P1),
back row on rank 1, Bases d2 and e2; seat 1 = Blue (P2), back row on rank 8,
Bases d7 and e7. Back rows, files a to h: Defender, Scout, Shooter, Tractor,
Medic, Shooter, Scout, Defender. Red acts first, then the sides alternate; a turn
acts with one piece.

    piece     Health Ammo  moves (no jumping except the Scout)
    Defender  9      6     1 or 2 squares orthogonally
    Scout     3      3     a knight's leap
    Shooter   6      9     1 or 2 squares diagonally
    Tractor   3      9     1 or 2 squares in any of the 8 directions
    Medic     9      -     1 or 2 squares in any of the 8 directions;
                           Repair 18, Supply 6 instead of Ammo
    Base      1            Repair 36, Supply 72 (a square, not a piece)

- Move onto an empty square, or onto an enemy piece: a crash. The piece with
  less Health is captured and the other loses that much Health; equal Health:
  both are captured. Never onto an own piece.
- Fire (Defender, Shooter, Scout): along a movement line at any range (the
  Scout's lines are its 8 leaps), at the first piece on it; the firer spends 1
  to min(its Ammo, the target's Health) Ammo and the target loses that much
  Health. Health 0: captured.
- Tractor: force (1 Ammo) the first piece on one of its lines one square closer
  (pull) or farther (push) along that line; or immobilize an adjacent piece.
- Medic: repair (Health) or supply (Ammo) an adjacent piece, or repair itself,
  by an amount it chooses; on an own Base, refill its Repair and Supply.
- Bases: an enemy piece ending a move on one, or a hit on it, captures it.
- Win: capture both enemy Bases, or leave the enemy no pieces. Round limit
  (option "rounds", default 200 turns): a draw.

Choices where the seed and the rulings are silent (each pinned by
tests/test_spacewar.py, and told in games/spacewar/help.py):
- Blue's setup mirrors Red's: Tractor d8, Medic e8.
- The Medic, like the Tractor, moves 1 or 2 squares in one direction without
  jumping (the seed omits "without jumping" for the Medic only).
- Only the Defender, Shooter and Scout fire; the Tractor spends its Ammo on
  forcing; the Medic has no Ammo.
- A shot stops at the first piece on its line, or at an enemy Base with no piece
  on it; it hits only enemies (an own piece in the way blocks the line). A piece
  standing on its own Base takes hits for it. Own Bases and captured Bases do not
  stop a shot. A shot at a Base spends 1 Ammo.
- A crash happens where the move ends (the first occupied square stops a slide).
  A mover that survives a crash ends on the square; a Base is captured by a piece
  that ends its move on it (passing over it in a 2-square move does not), so a
  mover captured in its crash takes no Base.
- Force reaches the first piece, of either side, on each of the Tractor's 8
  lines at any range. Pull moves it one square toward the Tractor, push one
  square away. Pulling an adjacent piece brings it onto the Tractor's own square
  (the seed's "or to the same square"): a crash when it is an enemy. A forced
  piece is never put onto a piece of its own side nor off the board; onto a piece
  of the other side it crashes as the mover, and ending on an enemy Base captures
  it, as in a move. Forcing a held piece is allowed.
- Immobilize costs nothing and takes an adjacent enemy piece (8 neighbours). The
  held piece cannot move (forcing still moves it) but may fire, force, repair,
  supply and refill. The hold ends when the Tractor leaves its square (its own
  move, or forced), is captured, lets go (RELEASE, a turn), or holds another
  piece (one at a time), or when the held piece is captured. Forcing keeps it.
- Repair and supply go to own pieces only (supply never to the Medic: it has no
  Ammo), never above the piece's starting Health and Ammo: the amount is 1 to
  min(the Medic's stock, what the piece lacks).
- Refill is the Medic's whole turn on an own Base: Repair back up to 18 and
  Supply up to 6 as far as that Base's stock allows; offered when it gains
  something. A captured Base's stock is gone.
- A side with no legal action passes.
- Win check after every turn: a side with no Base or no piece left loses; both
  sides without pieces at once: a draw. A win on the round limit's turn counts.

State: one bytearray (layout O_* below), shared with the CPU, which runs the
same gen_actions() and apply_action() on its own copy built from view(seat).
Squares: sq = row * 8 + col, col 0..7 = files a..h, row 0..7 = ranks 1..8.
Pieces: index i = side * 8 + start file, so kind = KIND_OF[i & 7], side = i >> 3.
Actions: (kind << 4 | amount) << 12 | from << 6 | to (see action()).
"""

from engine.whole import WHOLE

SIZE = 8
SQUARES = 64
NONE = 255  # no square / no piece
RED = 0
BLUE = 1

# Piece kinds.
DEFENDER = 0
SCOUT = 1
SHOOTER = 2
TRACTOR = 3
MEDIC = 4
KIND_OF = b"\x00\x01\x02\x03\x04\x02\x01\x00"  # by start file (piece index & 7)
START_HEALTH = b"\x09\x03\x06\x03\x09"  # by kind
START_AMMO = b"\x06\x03\x09\x09\x12"  # by kind; the Medic's entry is its Repair (18)
MEDIC_SUPPLY = 6
BASE_SQUARES = b"\x0b\x0c\x33\x34"  # d2 e2 d7 e7: base b belongs to side b >> 1
BASE_INDEX = b"\xff" * 11 + b"\x00\x01" + b"\xff" * 38 + b"\x02\x03" + b"\xff" * 11  # by square
BASE_REPAIR = 36
BASE_SUPPLY = 72

# State layout (bytearray of STATE_LEN).
O_BOARD = 0  # 64 squares: 0 empty, else 1 + piece index (first: state[sq] is square sq)
O_POS = 64  # 16 pieces: square, NONE once captured
O_HEALTH = 80  # 16 pieces: Health, 0 once captured
O_AMMO = 96  # 16 pieces: Ammo (the Medic's: its Repair stock)
O_SUPPLY = 112  # 2 sides: the Medic's Supply stock
O_BASE = 114  # 4 bases: 1 standing, 0 captured
O_BREPAIR = 118  # 4 bases: Repair stock
O_BSUPPLY = 122  # 4 bases: Supply stock
O_HOLD = 126  # 2 sides: piece held by that side's Tractor, NONE
O_TO_MOVE = 128  # side to act
STATE_LEN = 129

# Action kinds.
MOVE = 0  # to an empty square or an enemy piece (crash)
FIRE = 1  # at a piece or Base, amount = Ammo spent
PULL = 2  # Tractor: the piece on `to` one square closer
PUSH = 3  # Tractor: the piece on `to` one square farther
HOLD = 4  # Tractor: immobilize the piece on `to`
RELEASE = 5  # Tractor: let go (to = from)
REPAIR = 6  # Medic: + amount Health to the piece on `to`
SUPPLY = 7  # Medic: + amount Ammo to the piece on `to`
REFILL = 8  # Medic on an own Base (to = from)
PASS = 9  # only when nothing else is legal (from = to = 0)
PASS_ACTION = PASS << 16

# gen_actions() modes.
ALL = 0  # every legal action (legal())
LEAN = 1  # one amount per target: the most that helps (the CPU's candidates)
ATTACKS = 2  # LEAN shots and forces, and only moves that crash or take a Base

# Why the match ended (self.ending).
RUNNING = 0
BASES_TAKEN = 1  # a side lost both its Bases
FLEET_GONE = 2  # a side has no pieces left
BOTH_GONE = 3  # no pieces on either side: a draw
ROUND_LIMIT = 4

# view(seat) tuple fields.
V_STATE = 0  # bytes(STATE_LEN), the whole state (all of it is public)
V_TURN = 1  # turns played
V_ROUNDS = 2  # the round limit, in turns
V_LAST = 3  # last turn's action, -1 none
V_LOST = 4  # bytes: what the last turn captured: piece index, or 16 + base
V_RESULT = 5  # None, or (r0, r1) with 1 win 0 draw -1 loss
V_ENDING = 6  # RUNNING, BASES_TAKEN, FLEET_GONE, BOTH_GONE or ROUND_LIMIT
V_TO_MOVE = 7  # side to act, -1 once over
V_SEAT = 8  # the seat this view is for

# Directions 0..3 orthogonal (N E S W), 4..7 diagonal (NE SE SW NW); leaps 0..7.
DCOL = (0, 1, 0, -1, 1, 1, -1, -1)
DROW = (1, 0, -1, 0, 1, -1, -1, 1)
LEAP_COL = (1, 2, 2, 1, -1, -2, -2, -1)
LEAP_ROW = (2, 1, -1, -2, -2, -1, 1, 2)
# First and last+1 direction of each kind's lines (the Scout leaps instead).
DIR_FROM = (0, 0, 4, 0, 0)
DIR_TO = (4, 0, 8, 8, 8)


def action(kind, frm, to, amount=0):
    """The action int for a kind, squares and an amount."""
    return (kind << 4 | amount) << 12 | frm << 6 | to


def square(name):
    """'e4' -> 28."""
    return (ord(name[1]) - 49) * SIZE + ord(name[0]) - 97


def square_name(sq):
    """28 -> 'e4'."""
    return chr(97 + (sq & 7)) + chr(49 + (sq >> 3))


def base_at(state, sq):
    """Index of the standing Base on sq, or NONE."""
    b = BASE_INDEX[sq]
    if b != NONE and state[O_BASE + b]:
        return b
    return NONE


def start_state():
    """The opening position as a new state bytearray."""
    state = bytearray(STATE_LEN)
    for i in range(16):
        sq = (i & 7) + (56 if i >> 3 else 0)
        kind = KIND_OF[i & 7]
        state[O_BOARD + sq] = 1 + i
        state[O_POS + i] = sq
        state[O_HEALTH + i] = START_HEALTH[kind]
        state[O_AMMO + i] = START_AMMO[kind]
    for side in range(2):
        state[O_SUPPLY + side] = MEDIC_SUPPLY
        state[O_HOLD + side] = NONE
    for b in range(4):
        state[O_BASE + b] = 1
        state[O_BREPAIR + b] = BASE_REPAIR
        state[O_BSUPPLY + b] = BASE_SUPPLY
    return state


def _fire_at(state, ammo, frm, to, side, out, lean):
    """Append the shots at `to` when it holds an enemy piece or a standing enemy
    Base; returns True when the line stops there."""
    occupant = state[to]
    if occupant:
        target = occupant - 1
        if target >> 3 != side:
            most = min(ammo, state[O_HEALTH + target])
            low = most if lean else 1
            for amount in range(low, most + 1):
                out.append((FIRE << 4 | amount) << 12 | frm << 6 | to)
        return True
    if BASE_INDEX[to] != NONE and enemy_base(state, to, side):  # (most squares: no call)
        out.append((FIRE << 4 | 1) << 12 | frm << 6 | to)
        return True
    return False


def _force_options(state, frm, to, dc, dr, out):
    """Append PULL / PUSH of the piece on `to`, the first piece on the Tractor's
    line (dc, dr) from `frm`."""
    side_of_target = (state[to] - 1) >> 3
    # Pull: the square before it, which is empty, or the Tractor's own square.
    closer = to - dr * SIZE - dc
    if closer != frm or side_of_target != state[O_TO_MOVE]:
        out.append((PULL << 4) << 12 | frm << 6 | to)
    col = (to & 7) + dc
    row = (to >> 3) + dr
    if 0 <= col < SIZE and 0 <= row < SIZE:
        beyond = state[row * SIZE + col]
        if not beyond or (beyond - 1) >> 3 != side_of_target:
            out.append((PUSH << 4) << 12 | frm << 6 | to)


def _medic_options(state, i, frm, side, out, lean):
    """Append the Medic's repairs, supplies and refill."""
    repair = state[O_AMMO + i]
    supply = state[O_SUPPLY + side]
    col = frm & 7
    row = frm >> 3
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            c = col + dc
            r = row + dr
            if not (0 <= c < SIZE and 0 <= r < SIZE):
                continue
            to = r * SIZE + c
            occupant = state[to]
            if not occupant or (occupant - 1) >> 3 != side:
                continue
            j = occupant - 1
            kind = KIND_OF[j & 7]
            need = min(repair, START_HEALTH[kind] - state[O_HEALTH + j])
            for amount in range(need if lean and need else 1, need + 1):
                out.append((REPAIR << 4 | amount) << 12 | frm << 6 | to)
            if kind != MEDIC:
                need = min(supply, START_AMMO[kind] - state[O_AMMO + j])
                for amount in range(need if lean and need else 1, need + 1):
                    out.append((SUPPLY << 4 | amount) << 12 | frm << 6 | to)
    b = base_at(state, frm)
    if b != NONE and b >> 1 == side:
        if (repair < START_AMMO[MEDIC] and state[O_BREPAIR + b]) or (
            supply < MEDIC_SUPPLY and state[O_BSUPPLY + b]
        ):
            out.append((REFILL << 4) << 12 | frm << 6 | frm)


def enemy_base(state, sq, side):
    """True when a standing Base of the other side is on sq."""
    b = BASE_INDEX[sq]
    return b != NONE and state[O_BASE + b] and b >> 1 != side


def gen_actions(state, out, mode=ALL):
    """Append the legal actions of the side to act to `out` (unsorted; PASS
    when there is none): all of them, or fewer for the CPU (LEAN, ATTACKS)."""
    lean = mode != ALL
    quiet = mode != ATTACKS  # moves onto empty squares that take nothing
    side = state[O_TO_MOVE]
    held = state[O_HOLD + 1 - side]
    start = len(out)
    for i in range(side * 8, side * 8 + 8):
        frm = state[O_POS + i]
        if frm == NONE:
            continue
        kind = KIND_OF[i & 7]
        ammo = state[O_AMMO + i]
        can_move = i != held
        col = frm & 7
        row = frm >> 3
        if kind == SCOUT:
            for d in range(8):
                c = col + LEAP_COL[d]
                r = row + LEAP_ROW[d]
                if 0 <= c < SIZE and 0 <= r < SIZE:
                    to = r * SIZE + c
                    occupant = state[to]
                    if can_move and (
                        (occupant and (occupant - 1) >> 3 != side)
                        or (not occupant and (quiet or BASE_INDEX[to] != NONE and enemy_base(state, to, side)))
                    ):
                        out.append(frm << 6 | to)
                    if ammo:
                        _fire_at(state, ammo, frm, to, side, out, lean)
            continue
        fires = kind <= SHOOTER and ammo
        forcing = kind == TRACTOR and ammo  # force walks on to the first piece
        for d in range(DIR_FROM[kind], DIR_TO[kind]):
            dc = DCOL[d]
            dr = DROW[d]
            c = col + dc
            r = row + dr
            steps = 0
            shot = not fires  # True once the shot's line has stopped
            while 0 <= c < SIZE and 0 <= r < SIZE:
                to = r * SIZE + c
                steps += 1
                occupant = state[to]
                if steps <= 2 and can_move:
                    if occupant:
                        if (occupant - 1) >> 3 != side:
                            out.append(frm << 6 | to)
                    elif quiet or BASE_INDEX[to] != NONE and enemy_base(state, to, side):
                        out.append(frm << 6 | to)
                if not shot:
                    shot = _fire_at(state, ammo, frm, to, side, out, lean)
                if occupant:
                    if forcing:
                        _force_options(state, frm, to, dc, dr, out)
                    break
                if shot and (steps >= 2 or not can_move) and not forcing:
                    break
                c += dc
                r += dr
        if not quiet:
            continue
        if kind == TRACTOR:
            for d in range(8):
                c = col + DCOL[d]
                r = row + DROW[d]
                if 0 <= c < SIZE and 0 <= r < SIZE:
                    occupant = state[r * SIZE + c]
                    if occupant and (occupant - 1) >> 3 != side and state[O_HOLD + side] != occupant - 1:
                        out.append((HOLD << 4) << 12 | frm << 6 | (r * SIZE + c))
            if state[O_HOLD + side] != NONE:
                out.append((RELEASE << 4) << 12 | frm << 6 | frm)
        elif kind == MEDIC:
            _medic_options(state, i, frm, side, out, lean)
    if len(out) == start:
        out.append(PASS_ACTION)


def _capture(state, i, lost):
    """Take piece i off the board."""
    state[O_BOARD + state[O_POS + i]] = 0
    state[O_POS + i] = NONE
    state[O_HEALTH + i] = 0
    for side in range(2):
        if state[O_HOLD + side] == i:
            state[O_HOLD + side] = NONE
    if KIND_OF[i & 7] == TRACTOR:
        state[O_HOLD + (i >> 3)] = NONE
    if lost is not None:
        lost.append(i)


def _arrive(state, i, to, lost):
    """Piece i leaves its square for `to` (empty, or an enemy: a crash, i the
    mover); a Tractor that leaves its square lets go; a survivor ending on an
    enemy Base captures it."""
    if KIND_OF[i & 7] == TRACTOR:
        state[O_HOLD + (i >> 3)] = NONE
    occupant = state[to]
    if occupant:
        j = occupant - 1
        mine = state[O_HEALTH + i]
        theirs = state[O_HEALTH + j]
        if mine <= theirs:
            _capture(state, i, lost)
            if mine == theirs:
                _capture(state, j, lost)
            else:
                state[O_HEALTH + j] = theirs - mine
            return
        else:
            _capture(state, j, lost)
            state[O_HEALTH + i] = mine - theirs
    state[O_BOARD + state[O_POS + i]] = 0
    state[O_BOARD + to] = 1 + i
    state[O_POS + i] = to
    b = base_at(state, to)
    if b != NONE and b >> 1 != i >> 3:
        state[O_BASE + b] = 0
        if lost is not None:
            lost.append(16 + b)


def apply_action(state, act, lost=None):
    """Play one legal action of the side to act on `state`, in place, and pass
    the turn. `lost`, if a list, gets what was captured (piece index, 16 + base)."""
    kind = act >> 16
    amount = (act >> 12) & 15
    frm = (act >> 6) & 63
    to = act & 63
    side = state[O_TO_MOVE]
    state[O_TO_MOVE] = 1 - side
    if kind == PASS:
        return
    i = state[O_BOARD + frm] - 1
    if kind == MOVE:
        _arrive(state, i, to, lost)
    elif kind == FIRE:
        state[O_AMMO + i] -= amount
        occupant = state[O_BOARD + to]
        if occupant:
            j = occupant - 1
            health = state[O_HEALTH + j] - amount
            if health:
                state[O_HEALTH + j] = health
            else:
                _capture(state, j, lost)
        else:
            b = base_at(state, to)
            state[O_BASE + b] = 0
            if lost is not None:
                lost.append(16 + b)
    elif kind == PULL or kind == PUSH:
        state[O_AMMO + i] -= 1
        _arrive(state, state[O_BOARD + to] - 1, forced_to(act), lost)
    elif kind == HOLD:
        state[O_HOLD + side] = state[O_BOARD + to] - 1
    elif kind == RELEASE:
        state[O_HOLD + side] = NONE
    elif kind == REPAIR:
        state[O_AMMO + i] -= amount
        state[O_HEALTH + state[O_BOARD + to] - 1] += amount
    elif kind == SUPPLY:
        state[O_SUPPLY + side] -= amount
        state[O_AMMO + state[O_BOARD + to] - 1] += amount
    elif kind == REFILL:
        b = base_at(state, frm)
        take = min(START_AMMO[MEDIC] - state[O_AMMO + i], state[O_BREPAIR + b])
        state[O_AMMO + i] += take
        state[O_BREPAIR + b] -= take
        take = min(MEDIC_SUPPLY - state[O_SUPPLY + side], state[O_BSUPPLY + b])
        state[O_SUPPLY + side] += take
        state[O_BSUPPLY + b] -= take


def _sign(value):
    return (value > 0) - (value < 0)


def forced_to(act):
    """Where a Pull or Push sends the ship on its target square: one square
    along the Tractor's line, toward it (pull) or away (push)."""
    frm = (act >> 6) & 63
    to = act & 63
    dc = _sign((to & 7) - (frm & 7))
    dr = _sign((to >> 3) - (frm >> 3))
    if act >> 16 == PULL:
        return to - dr * SIZE - dc
    return to + dr * SIZE + dc


def defeated(state, side):
    """0 while `side` fights on; BASES_TAKEN or FLEET_GONE once it has lost."""
    if not (state[O_BASE + 2 * side] or state[O_BASE + 2 * side + 1]):
        return BASES_TAKEN
    for i in range(side * 8, side * 8 + 8):
        if state[O_POS + i] != NONE:
            return 0
    return FLEET_GONE


class Spacewar:
    """State of one Spacewar (Health/Ammo) match."""

    ID = 4
    from games.spacewar.info import NAME, OPTIONS, SEATS, TITLE  # (the menu reads them there)

    def __init__(self, seed=0, options=None, seats=2):
        options = tuple(options or ())
        options += tuple(opt[1] for opt in self.OPTIONS[len(options) :])
        self.options = options
        self.rounds = options[0]
        self.state = start_state()
        self.round = 0  # turns played
        self.last = -1  # last turn's action
        self.lost = []  # what the last turn captured (V_LOST), emptied each turn
        self.actions = []  # legal()'s list
        # The state legal()'s list was filled for (the match screen's
        # "before" too, the state before the turn it animates: one buffer).
        self.before = bytearray(STATE_LEN)
        self._result = None
        self.ending = RUNNING

    def acting(self):
        """The one seat to act, until the match is over."""
        return () if self._result else ((0,), (1,))[self.state[O_TO_MOVE]]  # (constant tuples: no new one per call)

    def legal(self, seat):
        """Sorted actions of `seat` now (PASS only when nothing else is legal):
        the game's own list, filled again when the state is not the one it
        was filled for (read it; don't change it, nor keep it past the next
        apply(): a new list at every decision was ~250 B of a CPU's first
        thinking frame)."""
        if self._result or seat != self.state[O_TO_MOVE]:
            return []
        out = self.actions
        state = self.state
        if out and self.before == state:
            # Filled for this state already (the person's turn, the lock's
            # check, apply()'s: each list took 10 ms of a PyBadge frame).
            return out
        del out[WHOLE]  # (its room kept)
        gen_actions(state, out)
        out.sort()
        self.before[:] = state  # (a slice store: no new object)
        return out

    def apply(self, actions):
        """Play the acting seat's action; ValueError when it is not legal."""
        act = actions[0]
        if self._result:
            raise ValueError("the match is over")
        if act not in self.legal(self.state[O_TO_MOVE]):  # (the game's own list: no new one)
            raise ValueError("illegal action")
        lost = self.lost  # (one list emptied each turn: a list and a bytearray were made a turn)
        lost.clear()
        apply_action(self.state, act, lost)
        self.last = act
        self.round += 1
        red = defeated(self.state, RED)
        blue = defeated(self.state, BLUE)
        if red and blue:
            self._result = (0, 0)
            self.ending = BOTH_GONE
        elif red:
            self._result = (-1, 1)
            self.ending = red
        elif blue:
            self._result = (1, -1)
            self.ending = blue
        elif self.round >= self.rounds:
            self._result = (0, 0)
            self.ending = ROUND_LIMIT

    def result(self):
        """None while running, else (seat 0, seat 1) with 1 win, 0 draw, -1 loss."""
        return self._result

    def view(self, seat):
        """Everything is public; fields are the V_* indexes above."""
        return (
            bytes(self.state),
            self.round,
            self.rounds,
            self.last,
            bytes(self.lost),
            self._result,
            self.ending,
            -1 if self._result else self.state[O_TO_MOVE],
            seat,
        )

    # For tests and tools only: the device image is compiled at -O3, where
    # __debug__ is False and mpy-cross leaves this block out, so a board
    # never holds the code of clone, key and check (no device code calls
    # them; tests/test_deploy.py checks that the image lacks them).
    if __debug__:
        def clone(self):
            """An independent copy."""
            twin = Spacewar(0, self.options)
            twin.state = bytearray(self.state)
            twin.round = self.round
            twin.last = self.last
            twin.lost = list(self.lost)
            twin._result = self._result
            twin.ending = self.ending
            return twin

        def key(self):
            """Bytes equal exactly when two states are equal."""
            out = bytearray(self.state)
            r = 3 if self._result is None else self._result[0] + 1
            out.extend(bytes((self.round >> 8, self.round & 255, self.ending, r)))
            for value in self.options:
                out.append(value >> 8)
                out.append(value & 255)
            return bytes(out)

        def check(self):
            """Invariants of the board, pieces, stocks, holds and result."""
            state = self.state
            seen = 0
            for sq in range(SQUARES):
                occupant = state[O_BOARD + sq]
                if occupant:
                    assert occupant <= 16 and state[O_POS + occupant - 1] == sq
                    seen += 1
            alive = 0
            for i in range(16):
                kind = KIND_OF[i & 7]
                sq = state[O_POS + i]
                if sq == NONE:
                    assert state[O_HEALTH + i] == 0
                    continue
                alive += 1
                assert state[O_BOARD + sq] == 1 + i
                assert 1 <= state[O_HEALTH + i] <= START_HEALTH[kind]
                assert state[O_AMMO + i] <= START_AMMO[kind]
                b = base_at(state, sq)
                assert b == NONE or b >> 1 == i >> 3, "an enemy piece stands on a standing Base"
            assert alive == seen
            for side in range(2):
                assert state[O_SUPPLY + side] <= MEDIC_SUPPLY
                held = state[O_HOLD + side]
                if held != NONE:
                    assert held >> 3 != side and state[O_POS + held] != NONE
                    assert state[O_POS + side * 8 + 3] != NONE, "a captured Tractor holds"
            for b in range(4):
                assert state[O_BASE + b] <= 1
                assert state[O_BREPAIR + b] <= BASE_REPAIR and state[O_BSUPPLY + b] <= BASE_SUPPLY
            assert state[O_TO_MOVE] == self.round % 2
            assert self.round <= self.rounds
            if self._result is None:
                assert self.ending == RUNNING
                assert not defeated(state, RED) and not defeated(state, BLUE)
            else:
                assert self.ending != RUNNING
                assert self._result[0] == -self._result[1]


GAME = Spacewar
