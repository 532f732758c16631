"""The rules of Three Thirteen as numbers: rounds, wild ranks, decks and card points.

Rule numbers (R2, R4, ...) refer to RULES.md.

>>> hand_size(11), wild_rank(11), wild_words(11)
(13, 13, 'kings wild')
>>> decks_for(4)
2
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, fields
from typing import Final

from .cards import MAX_DECKS, Card, check_decks
from .language import _
from .language.card_words import wild_ranks
from .language.plurals import plural
from .language.quoting import quote

ROUNDS = tuple(range(1, 12))
MIN_MELD: Final = 3  # the fewest cards in a set or a run (R12, R13)
ACE_RULES = ("low", "high_or_low")
STOCK_AFTER_LAST_DEAL = 13  # H in R2: cards left in the stock after the round-11 deal and upcard
MOST_DECKS_AUTOMATIC = 3  # R2 with its house rule: 3 decks for 7 or 8 players, never more
MAX_WILD_PENALTY = 100  # tables use 15, 20 or 25 (H2); more is a typing mistake
MAX_TURN_CAP = 10_000  # turns in one round (H1); real rounds take tens
MAX_JOKERS = 4  # jokers per deck: 2 is usual, more is a typing mistake
MAX_PENALTY = 100  # points for a leftover joker or Ace: tables use 15, 20 or 25
WILD_SHARES = ("any", "half")
FACE_CARDS = (10, "rank")


# What a rule changes. Each field of `Rules` declares which of these it changes (`declare`),
# and every list of "the rules that matter here" is read from those declarations: whether the
# shipped count tables fit, which exact counts apply, the solver's cache keys, the options a
# widget offers. A rule added later is declared once, with its field, and none of those lists
# can forget it.
CARDS: Final = "cards"  # what one deck holds: jokers besides the 52 cards (R2)
DECKS: Final = "decks"  # how many decks the cards come from (R2)
MELDS: Final = "melds"  # which cards make a set or a run (R3, R12, R13, V1)
WILDS_IN_MELDS: Final = "wilds in melds"  # how many wilds a meld may hold (R15 and its house rule)
NATURAL_POINTS: Final = "natural points"  # what a leftover natural card scores (R16, V1)
WILD_POINTS: Final = "wild points"  # what a leftover wild or joker scores (H2)
PLAY: Final = "play"  # how a round is played out: the upcard, the turn cap (R7, H1)
EFFECTS: Final = (CARDS, DECKS, MELDS, WILDS_IN_MELDS, NATURAL_POINTS, WILD_POINTS, PLAY)
POINTS: Final = (NATURAL_POINTS, WILD_POINTS)  # what any leftover card scores (R16, H2)
# What a dealt hand's best arrangement and penalty depend on: not the decks, which only bound
# which hands can be dealt (the counts take them as a number of their own), nor the play.
HAND: Final = (CARDS, MELDS, WILDS_IN_MELDS, *POINTS)


@dataclass(frozen=True)
class Declared:
    """What one rule of `Rules` declares: the `changes` it makes (some of `EFFECTS`), whether
    it is a `house` rule (one RULES.md leaves out, off by default), and the rule it needs to
    change anything at all (`only_with`: a joker penalty with no jokers changes nothing)."""

    changes: frozenset[str]
    house: bool = False
    only_with: str | None = None


def declare(*changes: str, house: bool = False, only_with: str | None = None) -> dict[str, Declared]:
    """The metadata of a field of `Rules`: what the rule changes (see `Declared`)."""
    if not changes or not set(changes) <= set(EFFECTS):
        raise ValueError(f"a rule changes some of {', '.join(EFFECTS)}, not {changes!r}")
    return {"declared": Declared(frozenset(changes), house, only_with)}


def _whole(value: object, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


@dataclass(frozen=True)
class Rules:
    """The rule choices a table can make; the default is the standard game (RULES.md).

    - `aces`: "low" (R3) or "high_or_low" (variant V1: Q-K-A is a run, a leftover Ace scores 15).
    - `wild_penalty`: None scores a leftover wild at its face value (H2), or a fixed number.
    - `decks`: None picks the number of decks from the number of players (R2), or a fixed number.
    - `turn_cap`: the most turns in a round before it is scored (H1).

    House rules, each off by default:

    - `jokers`: jokers added to each deck (2 is usual); a joker is wild in every round, in
      any set or run, and a leftover joker scores `joker_penalty`.
    - `all_wild_melds`: with False every meld needs a natural card, one playing as itself
      (a card of the wild rank counts when it does: K♥ K♠ K♦ in round 11 is a set of Kings).
    - `wild_share`: with "half", at most half the cards of a meld stand for other cards.
    - `face_cards`: 10 (R16), or "rank": a leftover J, Q, K scores 11, 12, 13.
    - `ace_penalty`: None (R16, V1), or what a leftover Ace scores.
    - `upcard`: with False no card is turned up at the deal (R7): the first player draws
      from the stock and the first discard starts the pile.

    Each rule declares what it changes (`declare`, `affecting`). The repr names only what
    differs from the standard game:

    >>> Rules(), Rules(jokers=2, face_cards="rank")
    (Rules(), Rules(jokers=2, face_cards='rank'))
    >>> Rules.affecting(MELDS, WILDS_IN_MELDS)
    ('aces', 'all_wild_melds', 'wild_share')
    """

    aces: str = field(default="low", metadata=declare(MELDS, NATURAL_POINTS))
    wild_penalty: int | None = field(default=None, metadata=declare(WILD_POINTS))
    decks: int | None = field(default=None, metadata=declare(DECKS))
    turn_cap: int = field(default=400, metadata=declare(PLAY))
    jokers: int = field(default=0, metadata=declare(CARDS, house=True))
    joker_penalty: int = field(default=20, metadata=declare(WILD_POINTS, house=True, only_with="jokers"))
    all_wild_melds: bool = field(default=True, metadata=declare(WILDS_IN_MELDS, house=True))
    wild_share: str = field(default="any", metadata=declare(WILDS_IN_MELDS, house=True))
    # R16 scores a leftover wild at its face value (H2): "rank" raises a wild J, Q, K too.
    face_cards: int | str = field(default=10, metadata=declare(NATURAL_POINTS, WILD_POINTS, house=True))
    ace_penalty: int | None = field(default=None, metadata=declare(NATURAL_POINTS, house=True))
    upcard: bool = field(default=True, metadata=declare(PLAY, house=True))

    def __post_init__(self) -> None:
        # Exact types: True is an int in Python, and Rules(decks=True) must not mean one deck.
        if type(self.aces) is not str or self.aces not in ACE_RULES:
            raise ValueError(_("bad ace rule {value}: choose 'low' (R3) or 'high_or_low' (V1)").format(
                value=quote(self.aces)))
        if self.wild_penalty is not None and not _whole(self.wild_penalty, 0, MAX_WILD_PENALTY):
            raise ValueError(_("bad wild penalty {value}: None (face value, H2) or a whole number from 0 to {most}")
                             .format(value=quote(self.wild_penalty), most=MAX_WILD_PENALTY))
        if self.decks is not None and not _whole(self.decks, 1, MAX_DECKS):
            raise ValueError(_("bad number of decks {value}: None (automatic, R2) or a whole number from 1 to {most}")
                             .format(value=quote(self.decks), most=MAX_DECKS))
        if not _whole(self.turn_cap, 1, MAX_TURN_CAP):
            raise ValueError(_("bad turn cap {value}: a whole number of turns from 1 to {most} (H1)").format(
                value=quote(self.turn_cap), most=MAX_TURN_CAP))
        self._check_house_rules()

    def _check_house_rules(self) -> None:
        if not _whole(self.jokers, 0, MAX_JOKERS):
            raise ValueError(_("bad jokers {value}: jokers per deck, a whole number from 0 to {most}").format(
                value=quote(self.jokers), most=MAX_JOKERS))
        if not _whole(self.joker_penalty, 0, MAX_PENALTY):
            raise ValueError(_("bad joker penalty {value}: a whole number from 0 to {most}").format(
                value=quote(self.joker_penalty), most=MAX_PENALTY))
        for name in (f.name for f in fields(self) if type(f.default) is bool):  # every yes-or-no rule
            if type(getattr(self, name)) is not bool:
                raise ValueError(_("bad {rule} {value}: True or False").format(
                    rule=name, value=quote(getattr(self, name))))
        if type(self.wild_share) is not str or self.wild_share not in WILD_SHARES:
            raise ValueError(_("bad wild share {value}: 'any' (R15) or 'half' (at most half a meld's cards stand for "
                               "others)").format(value=quote(self.wild_share)))
        if not any(type(self.face_cards) is type(choice) and self.face_cards == choice for choice in FACE_CARDS):
            raise ValueError(_("bad face cards {value}: 10 (J Q K score 10, R16) or 'rank' (11, 12, 13)").format(
                value=quote(self.face_cards)))
        # Not 0: every natural card scores something, which the solver relies on (a meld saves points).
        if self.ace_penalty is not None and not _whole(self.ace_penalty, 1, MAX_PENALTY):
            raise ValueError(_("bad ace penalty {value}: None (1, or 15 under V1) or a whole number from 1 to {most}")
                             .format(value=quote(self.ace_penalty), most=MAX_PENALTY))

    def __repr__(self) -> str:
        changed = [f"{f.name}={getattr(self, f.name)!r}" for f in fields(self) if self._differs(f.name)]
        return f"Rules({', '.join(changed)})"

    def _differs(self, name: str) -> bool:
        """True when the rule `name` is set otherwise than in the standard game."""
        value, standard = getattr(self, name), _STANDARD[name]
        return value != standard or type(value) is not type(standard)

    @staticmethod
    def declared(name: str) -> Declared:
        """What the rule `name` declares it changes.

        >>> Rules.declared("joker_penalty")
        Declared(changes=frozenset({'wild points'}), house=True, only_with='jokers')
        """
        return _DECLARED[name]

    @staticmethod
    def affecting(*effects: str, house: bool | None = None) -> tuple[str, ...]:
        """The names of the rules declared to change any of `effects`, in the order of the
        fields; with `house=True` only the house rules, with False only the others.

        >>> Rules.affecting(*POINTS, house=True)
        ('joker_penalty', 'face_cards', 'ace_penalty')
        """
        unknown = set(effects) - set(EFFECTS)
        if unknown:
            raise ValueError(f"unknown effect {sorted(unknown)[0]!r}: one of {', '.join(EFFECTS)}")
        return tuple(name for name, declared in _DECLARED.items()
                     if declared.changes & set(effects) and house in (None, declared.house))

    def changed(self, names: Iterable[str]) -> tuple[str, ...]:
        """Those of the rules `names` that differ here from the standard game and so change
        something: a rule that needs another (`Declared.only_with`) changes nothing while that
        one is standard.

        >>> Rules(joker_penalty=25, face_cards="rank").changed(Rules.affecting(*POINTS))
        ('face_cards',)
        """
        found = []
        for name in names:
            needs = _DECLARED[name].only_with
            if self._differs(name) and (needs is None or self._differs(needs)):
                found.append(name)
        return tuple(found)

    @property
    def aces_high(self) -> bool:
        """True under variant V1, where Q-K-A is a run."""
        return self.aces == "high_or_low"

    @property
    def is_standard_scoring(self) -> bool:
        """True when every natural card scores as R16 and V1 say: no house rule on their
        points is in effect (the exact count tables assume it)."""
        return not self.changed(_HOUSE_RULES_ON_NATURAL_POINTS)

    @property
    def wilds_anywhere(self) -> bool:
        """True when any number of wilds may make up a meld (R15 with its house rule): no
        rule on the wilds in a meld is in effect."""
        return not self.changed(_RULES_ON_WILDS_IN_MELDS)

    @property
    def most_decks(self) -> int:
        """How many decks a hand may come from: `decks`, else the most R2 ever uses (3, for
        7 or 8 players). `decks_in_play` says the same for any rules, or None."""
        return self.decks or MOST_DECKS_AUTOMATIC

    def points(self, card: Card, round: int) -> int:
        """Penalty points of `card` left over in `round` under these rules (R16, H2, V1 and
        the house rules). `card_points` says the same for any rules, or None."""
        if card.is_joker:
            return self.joker_penalty
        if self.wild_penalty is not None and card.rank == wild_rank(round):
            return self.wild_penalty
        if card.rank == 1:
            if self.ace_penalty is not None:
                return self.ace_penalty
            return 15 if self.aces_high else 1
        return card.rank if self.face_cards == "rank" else min(card.rank, 10)


def _declarations() -> dict[str, Declared]:
    """Every rule's declaration, by name; a field of `Rules` that declares nothing is refused
    here, when the module is first imported, not later by a wrong count."""
    found = {}
    for rule in fields(Rules):
        declared = rule.metadata.get("declared")
        if not isinstance(declared, Declared):
            raise TypeError(f"Rules.{rule.name} does not say what it changes: give it metadata=declare(...)")
        found[rule.name] = declared
    for name, declared in found.items():
        if declared.only_with is not None and declared.only_with not in found:
            raise TypeError(f"Rules.{name} needs {declared.only_with!r}, which is not a rule")
    return found


_DECLARED: Final = _declarations()
_STANDARD: Final[dict[str, object]] = {rule.name: rule.default for rule in fields(Rules)}
_HOUSE_RULES_ON_NATURAL_POINTS: Final = Rules.affecting(NATURAL_POINTS, house=True)
_RULES_ON_WILDS_IN_MELDS: Final = Rules.affecting(WILDS_IN_MELDS)
DEFAULT_RULES = Rules()
RULE_NAMES = frozenset(f.name for f in fields(Rules))  # every rule a table can choose


def check_rules(rules: Rules | None) -> Rules:
    """The rules to play by: `rules`, or the standard rules for None. Anything that is not a
    `Rules` (for example the string "low") is refused with a ValueError.

    >>> check_rules(None) == Rules()
    True
    >>> check_rules("low")
    Traceback (most recent call last):
    ...
    ValueError: bad rules 'low': pass Rules(...), for example Rules(aces="high_or_low"), or None
    """
    if rules is None:
        return DEFAULT_RULES
    if not isinstance(rules, Rules):
        raise ValueError(f"bad rules {quote(rules)}: pass Rules(...), for example Rules(aces=\"high_or_low\"), or None")
    return rules


def decks_in_play(rules: Rules | None = None, decks: int | None = None) -> int:
    """How many decks a hand may come from: `decks` if given, else `rules.decks`, else the
    most R2 ever uses (3, for 7 or 8 players). The solver and `check_meld` both refuse more
    copies of a card than this (R2).

    >>> decks_in_play(), decks_in_play(Rules(decks=1)), decks_in_play(decks=2)
    (3, 1, 2)
    """
    if decks is not None:
        return check_decks(decks)
    return check_rules(rules).most_decks


def check_round(round: int) -> int:
    """Return `round` if it is one of the eleven rounds (R4), else raise ValueError."""
    if not isinstance(round, int) or isinstance(round, bool) or round not in ROUNDS:
        raise ValueError(f"bad round {quote(round)}: rounds are numbered 1 to 11 (R4)")
    return round


def hand_size(round: int) -> int:
    """Cards dealt in a round: 3 in round 1 ... 13 in round 11 (R4)."""
    return check_round(round) + 2


def wild_rank(round: int) -> int:
    """The wild rank of a round: 3s in round 1 ... Kings (13) in round 11 (R5)."""
    return check_round(round) + 2


def wild_name(round: int) -> str:
    """The wild rank in words, in the current language: 'threes' ... 'kings' (R5;
    `card_words.wild_ranks`)."""
    return wild_ranks(wild_rank(round))


def wild_words(round: int) -> str:
    """The round's wild cards as a phrase, in the current language: 'kings wild' in round
    11 (R5)."""
    # TRANSLATORS: {ranks} is a plural rank, "threes" ... "kings"; the phrase says they are wild this round.
    return _("{ranks} wild").format(ranks=wild_name(round))


def decks_for(players: int, rules: Rules | None = None) -> int:
    """Decks for a table (R2): the fewest that leave 13 cards in the stock after the
    round-11 deal and the upcard (2 players: 1, 3-6: 2, 7-8: 3), unless `rules.decks` fixes it."""
    if type(players) is not int or players < 2:
        raise ValueError(f"bad number of players {players!r}: Three Thirteen needs at least 2 (R1)")
    rules = check_rules(rules)
    if rules.decks is not None:
        decks = rules.decks
        if 52 * decks < players * hand_size(11) + 1:
            raise ValueError(f"{plural(decks, 'deck')} cannot deal 13 cards to {players} players "
                             "and turn an upcard (R2)")
        return decks
    needed = players * hand_size(11) + 1 + STOCK_AFTER_LAST_DEAL
    return -(-needed // 52)


def card_points(card: Card, round: int, rules: Rules | None = None) -> int:
    """Penalty points of a leftover card (R16): Ace 1 (15 under V1), 2-10 face value,
    J Q K 10. A leftover wild scores its own rank (H2) unless `rules.wild_penalty` is set.
    House rules: `ace_penalty`, `face_cards="rank"`, and a joker scores `joker_penalty`.

    >>> from ttlearn.cards import JOKER
    >>> card_points(Card(12, "H"), 1), card_points(Card(12, "H"), 1, Rules(face_cards="rank"))
    (10, 12)
    >>> card_points(JOKER, 5, Rules(jokers=2)), card_points(Card(1, "S"), 5, Rules(ace_penalty=15))
    (20, 15)
    """
    return check_rules(rules).points(card, round)


def is_wild(card: Card, round: int) -> bool:
    """True if the card is wild in the round: of the round's wild rank (R5), or a joker."""
    return card.is_joker or card.rank == wild_rank(round)


def rules_from_text(text: str) -> Rules:
    """Rules from text such as "jokers=2 face_cards=rank" (the CLI's `--rules`): options
    separated by spaces or commas, values as Python writes them (None, True, 'half' or half).

    >>> rules_from_text("jokers=2 face_cards=rank wild_share=half")
    Rules(jokers=2, wild_share='half', face_cards='rank')
    """
    if not isinstance(text, str):
        raise ValueError(f"bad rules {quote(text)}: text such as 'jokers=2 face_cards=rank'")
    options: dict[str, object] = {}
    for item in text.replace(",", " ").split():
        name, equals, value = item.partition("=")
        if not equals or name not in RULE_NAMES:
            raise ValueError(f"bad rule {quote(item, 20)}: write name=value, names {', '.join(sorted(RULE_NAMES))}")
        options[name] = _value(value)
    return Rules(**options)  # type: ignore[arg-type]


def _value(text: str) -> object:
    """A rule's value from text: a whole number, None, True, False, or a word."""
    words: dict[str, object] = {"None": None, "none": None, "True": True, "true": True,
                                "False": False, "false": False}
    if text in words:
        return words[text]
    if text.lstrip("-").isdigit() and len(text) < 8:
        return int(text)
    return text.strip("'\"")
