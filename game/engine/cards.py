"""Cards as small ints, with the two-character text form used everywhere.

A card is ``suit * 6 + rank``: suits C D H S (0..3), ranks A T K Q J 9 (0..5),
so a lower rank index is a stronger card. Text form: rank then suit, "TS".
"""

from __future__ import annotations

RANKS = "ATKQJ9"
SUITS = "CDHS"
RANK_POINTS = (11, 10, 4, 3, 2, 0)
RANK_NAMES = ("Ace", "Ten", "King", "Queen", "Jack", "Nine")
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")

ACE, TEN, KING, QUEEN, JACK, NINE = range(6)
DECK = tuple(range(24))

# Per-card lookups (index = card), faster than arithmetic in inner loops.
POINTS = tuple(RANK_POINTS[c % 6] for c in DECK)
SUIT_OF = tuple(c // 6 for c in DECK)
# The other half of a marriage for a king or queen, else -1.
PARTNER = tuple(
    (c + 1 if c % 6 == KING else c - 1 if c % 6 == QUEEN else -1) for c in DECK
)


def make(rank: int, suit: int) -> int:
    return suit * 6 + rank


def parse(text: str) -> int:
    """Parse "TS", "10s", "qh" into a card int; raise ValueError otherwise."""
    if not isinstance(text, str):
        raise ValueError(f"a card is written like 'TS' or 'QH', not {text!r}")
    t = text.strip().upper()
    if t.startswith("10"):
        t = "T" + t[2:]
    if len(t) != 2 or t[0] not in RANKS or t[1] not in SUITS:
        raise ValueError(
            f"{text!r} is not a card: write rank then suit, ranks A T K Q J 9, "
            "suits C D H S (for example 'TS' or 'QH')"
        )
    return make(RANKS.index(t[0]), SUITS.index(t[1]))


def text(card: int) -> str:
    return RANKS[card % 6] + SUITS[card // 6]


def name(card: int) -> str:
    """A name a person (or screen reader) understands: "Queen of hearts"."""
    return f"{RANK_NAMES[card % 6]} of {SUIT_NAMES[card // 6]}"


def parse_suit(text_: str) -> int:
    t = str(text_).strip().upper()
    if len(t) != 1 or t not in SUITS:
        raise ValueError(f"{text_!r} is not a suit: use one of C D H S")
    return SUITS.index(t)


def mask_of(cs: "list[int] | tuple[int, ...]") -> int:
    """A set of cards as a 24-bit mask (bit ``card`` set)."""
    m = 0
    for c in cs:
        m |= 1 << c
    return m


def mask_texts(mask: int) -> list[str]:
    """The cards of a 24-bit mask as texts, in card order (``mask_of`` the other way)."""
    return [text(c) for c in range(24) if mask >> c & 1]


def beats(lead: int, follow: int, trump: int) -> bool:
    """True when ``follow`` wins the trick against the led card ``lead``."""
    ls, fs = lead // 6, follow // 6
    if ls == fs:
        return follow % 6 < lead % 6
    return fs == trump
