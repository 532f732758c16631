"""The meld solver: the arrangement of a hand with the lowest penalty (R12-R16, H2, V1), the
best discard, and going out (R10). Notebook 3 teaches its ideas; `docs/solver.md` records
how it was measured.

- `solve`: the public face (`best_arrangement`, `best_penalty`, `best_discard`, `go_out`,
  ...): the input checked and the search chosen once per hand (`SolvedHand`);
- `card_codes`: a card as the solver's number, and the points of every number;
- `meld_tables`: the short melds of a card, shared by every hand;
- `compiled_hand`: a hand as packed counts, with its groups of linked cards;
- `group_search`: the search within one group (ideas 2-4, 7), and its memo shared by
  every hand (idea 6);
- `hand_search`: the whole hand: its groups searched apart, the wilds shared among them by
  a knapsack (ideas 1 and 5);
- `hand_answers`: the answers read from that search (the arrangement, the best discard, the
  penalty after every discard, going out), each searched for once;
- `laying_out`: the search's choices laid out as melds a learner reads;
- `half_wild_search`: an exact search of its own for the house rule `wild_share="half"`;
- `native`: the busiest of these compiled by mypyc when built, used only while built from
  the sources as they are.

>>> best_arrangement("5H 6H KS 8H 9C 9D KH", round=11).penalty
0
"""

from .native import use_native_build

use_native_build(__path__)  # the compiled modules first, if built from these sources (make native)

from .hand_memo import HAND_MEMO as HAND_MEMO  # noqa: E402  (the answers remembered: `hand_memo`)
from .solve import (  # noqa: E402  (after the compiled modules are put on the path)
    DEFAULT_LIMIT,
    MAX_HAND_CARDS,
    MAX_SOLVER_CARDS,
    SolvedHand,
    all_best_arrangements,
    best_arrangement,
    best_discard,
    best_discard_penalty,
    best_penalty,
    can_go_out,
    discard_penalties,
    go_out,
)

__all__ = ["DEFAULT_LIMIT", "MAX_HAND_CARDS", "MAX_SOLVER_CARDS", "SolvedHand", "all_best_arrangements",
           "best_arrangement", "best_discard", "best_discard_penalty", "best_penalty", "can_go_out",
           "discard_penalties", "go_out"]
