"""Where things go in a picture: cards, frames around melds, and captions.

A layout is plain geometry (units of a card 60 wide and 84 tall, y pointing down), with no
drawing in it. `ttlearn.draw.svg` draws a layout as SVG for notebooks and `ttlearn.draw.plots` draws
the same layout with matplotlib for slides, so both pictures agree card for card.

>>> from ttlearn import parse_cards
>>> layout = hand_layout(parse_cards("5H 6H KS"), round=11)
>>> [(str(spot.card), spot.wild) for spot in layout.cards]
[('5♥', False), ('6♥', False), ('K♠', True)]
>>> layout.title
'hand of 3 cards, round 11 (kings wild): five of hearts, six of hearts, king of spades (wild)'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from ..cards import Card
from ..language import _, count_text, ngettext
from ..language.card_words import points_text
from ..melds import Arrangement, Meld
from ..rules import check_round, is_wild, wild_words
from .faces import CARD_H, CARD_W, text_width
from .palette import INK, LEFTOVER, SELECTED, series_colour

GAP = 6  # between cards of one group
GROUP_GAP = 16  # between groups
PAD = 8  # inside a frame
LABEL_H = 22  # room for a label above a frame
POINTS_H = 20  # room for the points under a leftover card
LIFT = 12  # how far a selected card rises
MARGIN = 6
MAX_WIDTH = 800  # groups wrap onto a new row past this width


@dataclass(frozen=True)
class CardSpot:
    """One card in a picture: face up (with its wild marks) or face down (`card` None)."""

    card: Card | None
    x: float
    y: float
    scale: float = 1.0
    wild: bool = False
    plays_as: Card | None = None  # shown on a wild inside a meld
    selected: bool = False

    @property
    def words(self) -> str:
        return card_words(self.card, self.wild, self.plays_as)


@dataclass(frozen=True)
class Frame:
    """A rounded box around a group of cards: a meld in its colour, the leftovers dashed."""

    x: float
    y: float
    width: float
    height: float
    colour: str
    dashed: bool = False
    tint: bool = True  # a pale fill of the frame's colour


@dataclass(frozen=True)
class Caption:
    """A line of text; `y` is its baseline, `anchor` one of 'start', 'middle', 'end'."""

    x: float
    y: float
    text: str
    size: float = 12
    anchor: str = "start"
    bold: bool = False
    colour: str = INK


@dataclass(frozen=True)
class Layout:
    """A whole picture: its size, its description in words, and what is drawn, in order."""

    width: float
    height: float
    title: str
    frames: tuple[Frame, ...] = ()
    cards: tuple[CardSpot, ...] = ()
    captions: tuple[Caption, ...] = ()

    def __add__(self, other: Layout) -> Layout:
        """Both pictures' parts together (the size and title of the first)."""
        return Layout(self.width, self.height, self.title, self.frames + other.frames,
                      self.cards + other.cards, self.captions + other.captions)

    def moved(self, dx: float, dy: float) -> Layout:
        """The same picture shifted by (dx, dy)."""
        return Layout(
            self.width, self.height, self.title,
            tuple(Frame(f.x + dx, f.y + dy, f.width, f.height, f.colour, f.dashed, f.tint) for f in self.frames),
            tuple(CardSpot(s.card, s.x + dx, s.y + dy, s.scale, s.wild, s.plays_as, s.selected) for s in self.cards),
            tuple(Caption(c.x + dx, c.y + dy, c.text, c.size, c.anchor, c.bold, c.colour) for c in self.captions),
        )


def card_words(card: Card | None, wild: bool = False, plays_as: Card | None = None) -> str:
    """A card in words for a screen reader: 'king of spades (wild, plays as seven of hearts)'."""
    if card is None:
        return _("a card face down")
    if not wild:
        return card.name
    if plays_as:
        return _("{card} (wild, plays as {played})").format(card=card.name, played=plays_as.name)
    return _("{card} (wild)").format(card=card.name)


def _round_words(round: int) -> str:
    return _("round {round} ({wild})").format(round=round, wild=wild_words(round))


def row_width(n: int, scale: float = 1.0, step: float | None = None) -> float:
    """The width of n cards in a row, side by side or overlapping by `step`."""
    step = (CARD_W + GAP) * scale if step is None else step
    return 0 if n == 0 else (n - 1) * step + CARD_W * scale


def card_layout(card: Card | None, wild: bool = False, plays_as: Card | None = None,
                selected: bool = False, margin: float = MARGIN) -> Layout:
    """One card on its own: face up, or face down when `card` is None (the stock, R7),
    with `margin` units of room around it (a card table wants little)."""
    spot = CardSpot(card, margin, margin, wild=wild,
                    plays_as=plays_as, selected=selected)
    return Layout(CARD_W + 2 * margin, CARD_H + 2 * margin, spot.words, cards=(spot,))


# --- A hand --------------------------------------------------------------------------------


def hand_layout(cards: Iterable[Card], round: int | None = None, selected: Iterable[int] = (),
                title: str | None = None) -> Layout:
    """A row of cards. With a round, its wilds carry the star (R5); the cards at the
    positions in `selected` (0 = first) are raised and outlined, as in a widget."""
    cards = list(cards)
    chosen = set(selected)
    if any(not isinstance(i, int) or not 0 <= i < len(cards) for i in chosen):
        raise ValueError(f"bad selection {sorted(chosen, key=str)}: positions are 0 to {len(cards) - 1}")
    spots = tuple(
        CardSpot(card, MARGIN + i * (CARD_W + GAP), MARGIN + (0 if i in chosen else LIFT),
                 wild=round is not None and is_wild(card, round), selected=i in chosen)
        for i, card in enumerate(cards)
    )
    if title is None:
        shown = ", ".join(spot.words for spot in spots) or _("no cards")
        hand = count_text(len(cards), "hand of {count} card", "hand of {count} cards")
        if round is None:
            title = _("{hand}: {cards}").format(hand=hand, cards=shown)
        else:
            title = _("{hand}, {round}: {cards}").format(hand=hand, round=_round_words(round), cards=shown)
    return Layout(2 * MARGIN + row_width(len(cards)), 2 * MARGIN + LIFT + CARD_H, title, cards=spots)


# --- Melds and arrangements ----------------------------------------------------------------


def _group(label: str, colour: str, spots: Sequence[tuple[Card, bool, Card | None]], dashed: bool = False,
           notes: Sequence[str] = (), empty_text: str | None = None) -> Layout:
    """A labelled frame around a row of cards, at (0, 0); `notes` go under the cards."""
    n = max(len(spots), 1)
    inner_h = CARD_H + (POINTS_H if notes else 0)
    # As wide as its label too: "left over: 0 points" over one card would run out of the picture.
    width = max(2 * PAD + row_width(n), text_width(label, 13) + 4)
    height = LABEL_H + 2 * PAD + inner_h
    frame = Frame(0, LABEL_H, width, height - LABEL_H, colour, dashed)
    captions = [Caption(2, LABEL_H - 7, label, 13, bold=True)]
    cards = []
    for i, (card, wild, plays_as) in enumerate(spots):
        x = PAD + i * (CARD_W + GAP)
        cards.append(CardSpot(card, x, LABEL_H + PAD, wild=wild, plays_as=plays_as))
        if i < len(notes):
            captions.append(Caption(x + CARD_W / 2, LABEL_H + PAD + CARD_H + 15, notes[i], 12, "middle", True))
    if not spots:
        captions.append(Caption(width / 2, LABEL_H + PAD + CARD_H / 2 + 4, _("none") if empty_text is None
                                else empty_text, 12, "middle", colour=LEFTOVER))
    return Layout(width, height, label, (frame,), tuple(cards), tuple(captions))


def _meld_group(meld: Meld, index: int) -> Layout:
    spots = [(card, meld.is_wild(card), played if meld.is_wild(card) else None)
             for card, played in zip(meld.cards, meld.plays_as)]
    return _group(meld.label, series_colour(index), spots)


def _flow(groups: Sequence[Layout], title: str, max_width: float = MAX_WIDTH) -> Layout:
    """Groups left to right, wrapping onto a new row when the row is full."""
    placed: list[Layout] = []
    x: float = MARGIN
    y: float = MARGIN
    row_h = width = 0.0
    for group in groups:
        if x > MARGIN and x + group.width > max_width - MARGIN:
            x, y, row_h = MARGIN, y + row_h + GROUP_GAP / 2, 0.0
        placed.append(group.moved(x, y))
        width = max(width, x + group.width + MARGIN)
        x += group.width + GROUP_GAP
        row_h = max(row_h, group.height)
    picture = Layout(width, y + row_h + MARGIN, title)
    for group in placed:
        picture = picture + group
    return picture


def meld_words(meld: Meld) -> str:
    """A meld in words: 'run 5♥–8♥: five of hearts, ..., king of spades (wild, plays as ...)'."""
    words = [card_words(card, meld.is_wild(card), played if meld.is_wild(card) else None)
             for card, played in zip(meld.cards, meld.plays_as)]
    return _("{meld}: {cards}").format(meld=meld.label, cards=", ".join(words))


def meld_layout(meld: Meld) -> Layout:
    """One meld in its frame with its label; each wild shows the card it plays as (R15)."""
    return _flow([_meld_group(meld, 0)], meld_words(meld))


def arrangement_layout(arrangement: Arrangement, max_width: float = MAX_WIDTH) -> Layout:
    """Each meld in its own colour with its label, then the leftover cards with their
    points and the total (R16, H2)."""
    groups = [_meld_group(meld, i) for i, meld in enumerate(arrangement.melds)]
    round = arrangement.round
    points = arrangement.deadwood_points
    penalty = points_text(arrangement.penalty)
    total = _("left over: {points}").format(points=penalty)
    groups.append(_group(total, LEFTOVER, [(card, is_wild(card, round), None) for card, _pts in points], dashed=True,
                         notes=[count_text(pts, "{count} pt", "{count} pts") for _card, pts in points]))
    words = [meld_words(meld) for meld in arrangement.melds] or [_("no melds")]
    left = ", ".join(f"{card_words(c, is_wild(c, round))} {p}" for c, p in points) or _("nothing")
    title = _("{round}. {melds}. Left over: {cards}; {points}.").format(
        round=_round_words(arrangement.round), melds=". ".join(words), cards=left, points=penalty)
    return _flow(groups, title, max_width)


# --- A game table --------------------------------------------------------------------------

SMALL = 0.55  # scale of other players' cards
FAN = 6  # how far apart the backs of another player's hand are (the badge of each back stays hidden)


def table_layout(
    hand: Iterable[Card],
    round: int,
    *,
    discard: Card | None = None,
    stock: int = 0,
    others: Mapping[str, int] | None = None,
    melds: Mapping[str, Sequence[Meld]] | None = None,
    scores: Mapping[str, int] | None = None,
    turn: str | None = None,
    player: str = "You",
    selected: Iterable[int] = (),
    out: Iterable[str] = (),
) -> Layout:
    """The table as one player sees it (R7, R9): the other players' hands face down with
    their sizes, any melds laid down on going out (R10), the stock and the discard pile,
    and the player's own hand, with scores and whose turn it is. An opponent named in `out`
    has gone out: only the melds laid down show, no hand face down (it is on the table)."""
    check_round(round)
    others = dict(others or {})
    melds = dict(melds or {})
    scores = dict(scores or {})
    out = set(out)
    if player in others:
        raise ValueError(f"{player!r} is the player whose hand is shown; `others` lists the other players")
    unknown = (set(melds) | set(scores) | out | ({turn} if turn else set())) - set(others) - {player}
    if unknown:
        raise ValueError(f"unknown players {sorted(unknown)}: the table has {[player, *others]}")
    if stock < 0 or any(n < 0 for n in others.values()):
        raise ValueError("the stock and hand sizes are counts of cards, 0 or more")
    parts: list[Layout] = []
    words: list[str] = [_round_words(round)]
    y: float = MARGIN
    heading = Caption(MARGIN, y + 14, _("Round {round} · {wild}").format(round=round, wild=wild_words(round)), 15,
                      bold=True)
    parts.append(Layout(0, 0, "", captions=(heading,)))
    y += 26
    for name, size in others.items():
        row, text = _other_player(name, 0 if name in out else size, melds.get(name, ()), scores.get(name),
                                  name == turn, name in out)
        parts.append(row.moved(MARGIN, y))
        words.append(text)
        y += row.height + 6
    middle, text = _piles(discard, stock, round)
    parts.append(middle.moved(MARGIN, y + 4))
    words.append(text)
    y += middle.height + 10
    mine = hand_layout(hand, round, selected)
    status = _status(player, len(mine.cards), scores.get(player), player == turn)
    parts.append(Layout(0, 0, "", captions=(Caption(MARGIN, y + 14, status, 13, bold=True),)))
    parts.append(mine.moved(0, y + 18))
    words.append(f"{player}: " + mine.title)
    own_melds = melds.get(player, ())
    if own_melds:
        laid = _flow([_meld_group(m, i) for i, m in enumerate(own_melds)], "")
        parts.append(laid.moved(0, y + 18 + mine.height))
        y += laid.height
    width = max([p.width + MARGIN for p in parts] + [mine.width, 420])
    table = Layout(width, y + 18 + mine.height + MARGIN, ". ".join(words) + ".")
    for part in parts:
        table = table + part
    return table


def _status(name: str, size: int, score: int | None, to_play: bool) -> str:
    """"Ben · 4 cards · total so far 12 · to play ◀": the score is the game's running total
    (R17), said so, never to be read as the points of the hand shown."""
    text = f"{name} · " + count_text(size, "{count} card", "{count} cards")
    if score is not None:
        text += " · " + _total(score)
    return text + (_(" · to play ◀") if to_play else "")


def _total(score: int) -> str:
    return _("total so far {score}").format(score=score)


def _other_player(name: str, size: int, laid: Sequence[Meld], score: int | None, to_play: bool,
                  went_out: bool = False) -> tuple[Layout, str]:
    """One opponent: a status line, then the hand face down in a fan (none once gone out),
    then any melds."""
    fan_w = (size - 1) * FAN + CARD_W * SMALL if size else 0
    cards = [CardSpot(None, i * FAN, 20, SMALL) for i in range(size)]
    frames = [Frame(-4, 18, max(fan_w, 60) + 8, CARD_H * SMALL + 4, SELECTED, tint=False)] if to_play else []
    text = (_("{name} went out").format(name=name) if went_out else
            ngettext("{name} holds {count} card face down", "{name} holds {count} cards face down", size).format(
                name=name, count=size))
    text += _(", and is to play") if to_play else ""
    x = fan_w + GROUP_GAP if size else 0
    for i, meld in enumerate(laid):
        width = row_width(len(meld), SMALL)
        frames.append(Frame(x - 3, 17, width + 6, CARD_H * SMALL + 6, series_colour(i)))
        cards += [CardSpot(card, x + k * (CARD_W + GAP) * SMALL, 20, SMALL, meld.is_wild(card),
                           played if meld.is_wild(card) else None)
                  for k, (card, played) in enumerate(zip(meld.cards, meld.plays_as))]
        x += width + GROUP_GAP
        text += _("; laid down {meld}").format(meld=meld_words(meld))
    if went_out:
        line = _("{name} · went out").format(name=name)
        line += " · " + _total(score) if score is not None else ""
    else:
        line = _status(name, size, score, to_play)
    status = Caption(0, 14, line, 13, bold=to_play)
    return Layout(max(x - GROUP_GAP, fan_w), 20 + CARD_H * SMALL, text, tuple(frames), tuple(cards), (status,)), text


def _piles(discard: Card | None, stock: int, round: int) -> tuple[Layout, str]:
    """The stock face down (a small stack) and the discard pile's top card face up (R7)."""
    depth = min(stock, 3)
    backs = tuple(CardSpot(None, 2 * (depth - 1 - k), 2 * (depth - 1 - k) + 4, 1.0) for k in range(depth))
    frames: tuple[Frame, ...] = ()
    if stock == 0:
        frames = (Frame(0, 4, CARD_W, CARD_H, LEFTOVER, dashed=True, tint=False),)
    x = CARD_W + 40
    captions = [Caption(CARD_W / 2, CARD_H + 24, _("stock: {count}").format(count=stock), 12, "middle"),
                Caption(x + CARD_W / 2, CARD_H + 24, _("discard pile"), 12, "middle")]
    cards = backs
    if discard is None:
        frames += (Frame(x, 4, CARD_W, CARD_H, LEFTOVER, dashed=True, tint=False),)
        captions.append(Caption(x + CARD_W / 2, 4 + CARD_H / 2 + 4, _("empty"), 11, "middle", colour=LEFTOVER))
    else:
        spot = CardSpot(discard, x, 4, wild=is_wild(discard, round))
        cards += (spot,)
    stock_text = count_text(stock, "stock of {count} card", "stock of {count} cards")
    if discard:
        text = _("{stock}; discard pile shows {card}").format(stock=stock_text, card=spot.words)
    else:
        text = _("{stock}; discard pile is empty").format(stock=stock_text)
    return Layout(x + CARD_W, CARD_H + 28, text, frames, cards, tuple(captions)), text
