// A small Solo Chess solver for the end-to-end tests, written apart from the
// app's so that the tests judge the page with an independent one. Every move
// captures; a pawn takes diagonally up the board; won at one piece. On 4×4
// (Solitaire rules) any piece takes any other; on 8×8 (chess.com's Solo
// rules) a piece makes at most two captures and a king is never taken.
// A position is a Map from square ("c4") to { kind: "Q", left: captures left }.

const STEPS = {
  N: [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]],
  K: [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1]],
  P: [[1, 1], [-1, 1]],
};
const LINES = { R: [[1, 0], [-1, 0], [0, 1], [0, -1]], B: [[1, 1], [1, -1], [-1, 1], [-1, -1]] };
LINES.Q = [...LINES.R, ...LINES.B];

const at = (file, rank) => `${String.fromCharCode(97 + file)}${rank + 1}`;
const solo = (size) => size === 8;

/** Every capture in `pieces` on a `size` board: [from, to]. */
export function captures(size, pieces) {
  const moves = [];
  const takes = (from, target) => {
    const victim = pieces.get(target);
    if (victim && !(solo(size) && victim.kind === "K")) moves.push([from, target]);
  };
  for (const [from, { kind, left }] of pieces) {
    if (left === 0) continue;
    const file = from.charCodeAt(0) - 97, rank = Number(from.slice(1)) - 1;
    const inside = (f, r) => f >= 0 && f < size && r >= 0 && r < size;
    for (const [df, dr] of STEPS[kind] ?? []) {
      if (inside(file + df, rank + dr)) takes(from, at(file + df, rank + dr));
    }
    for (const [df, dr] of LINES[kind] ?? []) {
      for (let f = file + df, r = rank + dr; inside(f, r); f += df, r += dr) {
        if (pieces.has(at(f, r))) { takes(from, at(f, r)); break; }
      }
    }
  }
  return moves;
}

function play(pieces, [from, to]) {
  const next = new Map(pieces);
  const piece = next.get(from);
  next.set(to, { kind: piece.kind, left: piece.left - 1 });
  next.delete(from);
  return next;
}

const key = (pieces) => [...pieces].map(([square, { kind, left }]) => `${square}${kind}${left}`).sort().join();

/** A winning line from `pieces` (a list of [from, to]), or null. */
export function solve(size, pieces, lost = new Set()) {
  if (pieces.size === 1) return [];
  const seen = key(pieces);
  if (lost.has(seen)) return null;
  for (const move of captures(size, pieces)) {
    const rest = solve(size, play(pieces, move), lost);
    if (rest) return [move, ...rest];
  }
  lost.add(seen);
  return null;
}

/** A capture after which no win is left, or null. */
export function blunder(size, pieces) {
  return captures(size, pieces).find((move) => {
    const after = play(pieces, move);
    return after.size > 1 && !solve(size, after);
  }) ?? null;
}
