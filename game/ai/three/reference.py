"""Plain recursion over a three-player deal, without tables or cut-offs: what the
exact searches (solver.py) must agree with, for tests."""

from __future__ import annotations

from .kernel import OBJECTIVES, SCALE, Pos, bits, ordered


def minimax_reference(pos: Pos, root: int, mode: str, tiebreak: bool = True,
                      objective: str = "paid") -> int:
    """Plain recursion without tables or cut-offs (for tests): the root's value."""
    if pos.over():
        t = pos.totals()
        u = OBJECTIVES[objective](t, pos.flags)
        return u[root] * SCALE + (t[root] if tiebreak else 0)
    if mode == "paranoid":
        vals = []
        for card in bits(pos.legal()):
            child = pos.copy()
            child.play(card)
            vals.append(minimax_reference(child, root, mode, tiebreak, objective))
        return max(vals) if pos.to_move() == root else min(vals)
    return _maxn_reference(pos, tiebreak, objective)[root]


def _maxn_reference(pos: Pos, tiebreak: bool, objective: str) -> tuple[int, int, int]:
    if pos.over():
        t = pos.totals()
        u = OBJECTIVES[objective](t, pos.flags)
        if tiebreak:
            return (u[0] * SCALE + t[0], u[1] * SCALE + t[1], u[2] * SCALE + t[2])
        return (u[0] * SCALE, u[1] * SCALE, u[2] * SCALE)
    p = pos.to_move()
    best: tuple[int, int, int] | None = None
    for card in ordered(pos.legal()):  # the solver's order: the same ties
        child = pos.copy()
        child.play(card)
        v = _maxn_reference(child, tiebreak, objective)
        if best is None or v[p] > best[p]:
            best = v
    assert best is not None
    return best


__all__ = ["minimax_reference"]
