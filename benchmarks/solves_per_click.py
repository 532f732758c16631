"""How many times is one hand solved for the discard trainer's first choice?

    python benchmarks/solves_per_click.py [--round 11] [--seed 0]

A position of the discard trainer (`DiscardTrainer(round, seed)`), and the learner's first
choice: the first card of the hand, then, in a new trainer, the card the expert would throw
(its advice and the learner's answer then share the hand kept). Every hand given to the
solver is counted where it enters it (`SolvedHand`, which the solver's functions make), by
its cards in any order, and every search it runs (`Solution`): for the position's hand, for
the hand the learner keeps, for the most solved hand, and in all.

It runs the pure Python (a compiled class cannot be counted from Python), which answers the
same (tests/test_native.py).

Measured, round 11, seed 0 (round 1 in brackets): before the memo of solved hands
(`ttlearn.solver.HAND_MEMO`), 558 hands solved (127) and the hand kept 3 times (3), 4 when
the learner threw the expert's card (4): the learner's answer, the advice's penalty of each
discard, its outlook, and its reasons each solved it again. With the memo, 544 (123), and
the hand kept twice: its arrangement and its own best discard (for the outlook of a draw
that cannot meld), two values, each searched for once; no hand is solved twice for one
question (tests/test_hand_memo.py).
"""

from __future__ import annotations

import argparse
import os
from collections import Counter
from collections.abc import Iterable

os.environ["TTLEARN_PURE_PYTHON"] = "1"  # before ttlearn is imported

from ttlearn.cards import Card, card_order  # noqa: E402
from ttlearn.practice.discard_trainer import DiscardTrainer  # noqa: E402
from ttlearn.solver import SolvedHand  # noqa: E402
from ttlearn.solver.hand_search import Solution  # noqa: E402

try:  # the memo of solved hands, emptied before each count (a count without it: before there was one)
    from ttlearn.solver import HAND_MEMO  # type: ignore[attr-defined,unused-ignore]
except ImportError:
    HAND_MEMO = None

Hand = tuple[Card, ...]
solved: Counter[Hand] = Counter()  # SolvedHands made, by hand
searches = 0  # Solutions searched, for any hand


def _sorted(cards: Iterable[Card]) -> Hand:
    return tuple(sorted(cards, key=card_order))


def count_solves() -> None:
    """Count from now on every `SolvedHand` made (by its cards) and every search run."""
    make, search = SolvedHand.__init__, Solution.__init__

    def made(self: SolvedHand, cards: object, *args: object, **kwargs: object) -> None:
        make(self, cards, *args, **kwargs)  # type: ignore[arg-type]
        solved[_sorted(self.cards)] += 1

    def searched(self: Solution, *args: object, **kwargs: object) -> None:
        global searches
        searches += 1
        search(self, *args, **kwargs)  # type: ignore[arg-type]

    SolvedHand.__init__ = made  # type: ignore[method-assign]
    Solution.__init__ = searched  # type: ignore[method-assign]


def measure(label: str, trainer: DiscardTrainer, card: Card) -> None:
    """Count the solves of the first choice of `card`, from an empty memo."""
    global searches
    if HAND_MEMO is not None:
        HAND_MEMO.clear()
    solved.clear()
    searches = 0
    trainer.choose(card)
    hand, kept = _sorted(trainer.hand), _sorted(c for c in trainer.hand if c != card)
    most, times = solved.most_common(1)[0] if solved else ((), 0)
    print(f"{label}: choose({card})")
    print(f"    the position's hand ({len(hand)} cards) solved {solved[hand]} times, "
          f"the hand kept {solved[kept]} times; most solved hand: {times} times"
          f"{'' if most in (hand, kept) else ' (' + ' '.join(map(str, most)) + ')'}")
    print(f"    in all: {sum(solved.values())} hands solved ({len(solved)} different), {searches} searches")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--round", type=int, default=11)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    count_solves()
    trainer = DiscardTrainer(round=args.round, seed=args.seed)
    measure(f"round {args.round}, seed {args.seed}, the first card", trainer, trainer.hand[0])
    advised = DiscardTrainer(round=args.round, seed=args.seed).advice.action.card
    assert advised is not None
    trainer = DiscardTrainer(round=args.round, seed=args.seed)
    measure(f"round {args.round}, seed {args.seed}, the expert's card", trainer, advised)


if __name__ == "__main__":
    main()
