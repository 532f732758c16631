"""The arrange trainer on the card table: `ArrangeBoard` lays the learner's hand, melds and
the New meld row out as groups of cards and turns clicks and drags into the trainer's moves
(plain Python, tests drive it); `ttlearn.widgets.arrange_board` shows it with the buttons
and messages."""

from __future__ import annotations

from collections.abc import Iterable

from ..draw.palette import LEFTOVER, SELECTED, series_colour
from ..language import _, ngettext, using
from ..language.card_words import points_text
from ..melds import MeldCheck, _a_meld
from ..rules import is_wild
from ..teach.compare import Comparison
from .arrange_trainer import ArrangeTrainer, does_not_fit
from .card_table import CardTableModel, Group, TableCard, keep_order

HAND, NEW = "hand", "new"  # the keys of the hand's and the New meld's groups


class ArrangeBoard:
    """The trainer laid out on a card table (plain Python, driven headlessly by tests): the
    leftover cards in the learner's order, a "New meld" row to gather cards in, and each
    meld. A click moves a card as a drag would, to the place it obviously goes: from the
    hand to the New meld row, from there or from a meld back to the hand (one behaviour:
    a click that only ticked the card left it in the hand while a drag moved it). A drop
    moves it where it is dropped, into a meld if it fits (else nothing changes and the
    message says why). `make_meld()` groups the New meld row (and any selected cards, for
    code that selects); `break_up()` the melds of the selected cards, else the last meld."""

    def __init__(self, trainer: ArrangeTrainer, language: str | None = None):
        self.trainer = trainer
        self.language = language  # what a click or a drop says comes in it (None: the session's)
        self.table = CardTableModel(on_click=self._clicked, on_move=self._dropped, clicks_toggle=False)
        self.comparison: Comparison | None = None
        self._reset()

    def _reset(self) -> None:
        self.order: list[int] = list(self.trainer.leftover_positions)  # the hand row, as the learner sorts it
        self.staged: list[int] = []  # the New meld row
        self.comparison = None
        self.table.set_groups(self._groups(), selected=())

    @property
    def message(self) -> str:
        return self.trainer.message

    # --- actions ------------------------------------------------------------------------------

    def click(self, position: int) -> None:
        self.table.click(position)

    def _clicked(self, card: TableCard) -> None:
        """Move a card as a drag would: from the hand to New meld, back to the hand from there
        or from a meld; the New meld row says what its cards make."""
        with using(self.language):  # a click comes here straight from the card table
            self._click(card)

    def _click(self, card: TableCard) -> None:
        position = card.id
        to, row = (NEW, self.staged) if position in self.order else (HAND, self.order)
        self._drop(card, to, len(row))
        group = self.table.group(to)
        if position in group.ids():  # moved (a meld may keep it: then the message says why)
            self.table.message = _("{card} moved to {group}, place {place}").format(
                card=card.words, group=group.title, place=group.ids().index(position) + 1)

    def chosen(self, selected: Iterable[int] | None = None) -> list[int]:
        """The cards Make a meld would group: the New meld row, then the selected cards."""
        selected = self.table.selected if selected is None else set(selected)
        return self.staged + [p for p in self._shown_order() if p in selected and p not in self.staged]

    def make_meld(self) -> MeldCheck:
        chosen = self.chosen()
        if not chosen:
            return self.trainer.refuse(_("Select three or more cards first: click them, or drag them to New meld."))
        check = self.trainer.group_positions(chosen)
        if check:
            self.staged = []
            self.table.set_groups(self._groups(), selected=())
        else:
            self._redraw()
        return check

    def break_up(self) -> bool:
        """Break up the melds of the selected cards, or else the last meld made."""
        melds = sorted({k for k, positions in enumerate(self.trainer.meld_positions)
                        if set(positions) & self.table.selected}, reverse=True)
        if not melds and self.trainer.melds:
            melds = [len(self.trainer.melds) - 1]
        if not melds:
            self.trainer.refuse(_("You have no meld to break up: make one first."))
            self._redraw()
            return False
        for k in melds:
            self.trainer.ungroup(k)
        self.table.set_groups(self._groups(), selected=())
        return True

    def compare(self) -> Comparison:
        self.comparison = self.trainer.compare()
        self._redraw()
        return self.comparison

    def next_hand(self) -> None:
        self.trainer.next_hand()
        self._reset()

    def set_option(self, name: str, value: object) -> None:
        """Change one house rule (`ArrangeTrainer.set_option`); the hand keeps its order."""
        self.trainer.set_option(name, value)
        self.comparison = None
        self.table.set_groups(self._groups(), selected=())

    def _dropped(self, card: TableCard, to: str, index: int) -> None:
        with using(self.language):
            self._drop(card, to, index)

    def _drop(self, card: TableCard, to: str, index: int) -> None:
        position, trainer = card.id, self.trainer
        source = trainer.meld_of(position)
        if to.startswith("meld-"):
            k = int(to[5:])
            if source == k:
                trainer.refuse(_("A meld keeps its cards in playing order"))
            elif source is not None:
                self._between_melds(position, source, k)
            else:
                if trainer.add_to_meld(k, position):
                    self._unstage(position)
        else:
            if source is not None:
                trainer.take_from_meld(position)
            self._unstage(position)
            row = self.staged if to == NEW else self.order
            if position in self.order:
                self.order.remove(position)
            row.insert(min(max(index, 0), len(row)), position)
        self._redraw()

    def _between_melds(self, position: int, source: int, k: int) -> None:
        """From one meld to another: only if it fits the other (else nothing changes)."""
        trainer = self.trainer
        target = trainer.meld_positions[k]
        check = trainer.check_positions(list(target) + [position])
        if not check:
            trainer.refuse(check.reason, does_not_fit(trainer.hand[position], trainer.melds[k], check.reason))
            return
        trainer.take_from_meld(position)
        k = trainer.meld_positions.index(target)  # the source meld may have gone
        trainer.add_to_meld(k, position)

    def _unstage(self, position: int) -> None:
        if position in self.staged:
            self.staged.remove(position)

    # --- the table ------------------------------------------------------------------------------

    def _shown_order(self) -> list[int]:
        return [c.id for g in self.table.groups for c in g.cards]

    def _redraw(self) -> None:
        self.table.set_groups(self._groups())

    def _groups(self, selected: Iterable[int] | None = None) -> list[Group]:
        trainer = self.trainer
        round = trainer.round
        free = trainer.leftover_positions
        self.staged = [p for p in self.staged if p in free]
        self.order = keep_order(self.order, [p for p in free if p not in self.staged])

        def plain(p: int) -> TableCard:
            card = trainer.hand[p]
            return TableCard(p, card, is_wild(card, round))

        points = points_text(trainer.penalty)
        hand = Group(HAND, _("Your hand"), tuple(plain(p) for p in self.order), tone="leftover", colour=LEFTOVER,
                     note=_("left over: {points}").format(points=points), wide=True,
                     hint=_("Nothing left over: penalty 0."))
        groups = [hand]
        for k, (positions, meld) in enumerate(zip(trainer.meld_positions, trainer.melds)):
            cards = tuple(TableCard(p, c, is_wild(c, round), played if is_wild(c, round) else None)
                          for p, c, played in zip(positions, meld.cards, meld.plays_as))
            groups.append(Group(f"meld-{k}", _("Meld {number}: {meld}").format(number=k + 1, meld=meld.label), cards,
                                tone="meld",
                                colour=series_colour(k)))
        groups.append(Group(NEW, _("New meld"), tuple(plain(p) for p in self.staged), tone="new", colour=SELECTED,
                            note=self._chosen_note(selected),
                            hint=_("Drag cards here, or click cards and press Make a meld.")))
        return groups

    def _chosen_note(self, selected: Iterable[int] | None = None) -> str:
        """What the chosen cards (the New meld row and the selection) make, if anything."""
        free = set(self.trainer.leftover_positions)
        chosen = [p for p in self.chosen(selected) if p in free]
        n = len(chosen)
        if not n:
            return ""
        if n < 3:
            return ngettext("{count} card chosen: a meld needs 3 or more",
                            "{count} cards chosen: a meld needs 3 or more", n).format(count=n)
        check = self.trainer.check_positions(chosen)
        if check.meld is not None:
            return ngettext("{count} card chosen, {meld}: press Make a meld",
                            "{count} cards chosen, {meld}: press Make a meld", n).format(
                count=n, meld=_a_meld(check.meld))
        return ngettext("{count} card chosen, not a meld: {reason}", "{count} cards chosen, not a meld: {reason}",
                        n).format(count=n, reason=check.reason)
