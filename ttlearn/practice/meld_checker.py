"""The meld checker: pick cards and see whether they are a set or a run, what each wild
stands for, and, if they are not a meld, why (R12-R15, V1, and the house rules that change
what is a meld: jokers, all_wild_melds, wild_share)."""

from __future__ import annotations

from ..language import _
from ..melds import MeldCheck, check_meld
from .card_picker import PickedCards
from .rule_choices import MELD_OPTIONS


class MeldChecker(PickedCards):
    """The model: the picked cards (`PickedCards`: toggle, place, put_back, reorder), the
    round, the ace rule and the house rules that change a meld (`set_option`)."""

    options = MELD_OPTIONS

    @property
    def result(self) -> MeldCheck:
        return check_meld(self.cards, self.round, self.rules)

    def verdict(self) -> str:
        """The answer in one line."""
        if not self.cards:
            return _("Pick three or more cards.")
        result = self.result
        if result.meld is not None:
            return _("Yes: {meld}").format(meld=result.meld.explain())
        return _("Not a meld: {reason}").format(reason=result.reason)
