"""The card table in the browser: `CardTable`, the anywidget view that draws a `CardTableModel`
(`card_table.js`, each card's face drawn by `ttlearn.draw.svg`) and sends each click, drop
and key back to the model. A thin view: the logic is `CardTableModel` in
`ttlearn.practice.card_table`, which tests drive headlessly."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..draw.svg import show_card
from ..practice.card_table import DEFAULT_SIZE, FACE_MARGIN, SMALLEST, CardTableModel, TableCard


def faces(model: CardTableModel, known: dict[str, str] | None = None) -> dict[str, str]:
    """The SVG of every face on the table, by `TableCard.face` (keeping `known` ones)."""
    drawn = dict(known or {})
    for card in model.cards:
        if card.face not in drawn:
            drawn[card.face] = face_svg(card)
    return drawn


def face_svg(card: TableCard) -> str:
    """One card's face as SVG, drawn by `ttlearn.draw.svg.show_card` (the wild star with the
    round, and in a meld the card a wild plays as)."""
    return show_card(card.card, wild=card.wild, plays_as=card.plays_as, margin=FACE_MARGIN).svg


# --- The widget -----------------------------------------------------------------------------

_HERE = Path(__file__).parent


def _widget_class():
    """The anywidget class, built on first use (anywidget is imported only for a view)."""
    global _CardTableWidget
    if _CardTableWidget is None:
        import anywidget
        import traitlets as T

        class CardTableWidget(anywidget.AnyWidget):
            """The browser side of a card table: the state the ES module draws."""

            _esm = _HERE / "card_table.js"
            _css = _HERE / "card_table.css"
            faces = T.Dict().tag(sync=True)  # face key -> SVG
            groups: Any = T.List().tag(sync=True)  # CardTableModel.layout()
            selected: Any = T.List().tag(sync=True)  # selected ids
            size = T.Int(DEFAULT_SIZE).tag(sync=True)  # a card's width in px
            label = T.Unicode("cards").tag(sync=True)  # the table's name for a screen reader
            message = T.Unicode("").tag(sync=True)  # read out by a screen reader (aria-live)
            version = T.Int(0).tag(sync=True)  # counts redraws; the page shows it as data-version
            toggle_locally = T.Bool(True).tag(sync=True)  # a click only toggles: the browser may show it at once
            acts = T.Bool(False).tag(sync=True)  # a click acts on the card: plain buttons, not toggles
            speaks = T.Bool(True).tag(sync=True)  # its own live region reads `message` (off: its owner speaks)
            focus = T.List([None, 0]).tag(sync=True)  # [card id, request count]: move the keyboard focus there

        _CardTableWidget = CardTableWidget
    return _CardTableWidget


_CardTableWidget: Any = None  # the anywidget class, made on first use (anywidget is imported lazily)


class CardTable:
    """A card table in a notebook: `widget` is the anywidget, `model` the `CardTableModel`.
    Clicks and drops in the browser arrive as messages (`receive`), which call the model;
    every change of the model is sent back, and the browser redraws.

    `size` is a card's width in pixels (default 72, at least 30); the rows wrap on a narrow
    screen. `speaks=False` leaves out its own live region, for an owner that announces every
    change in its own (`LiveRegion`): a screen reader hears each change once."""

    def __init__(self, model: CardTableModel | None = None, *, size: int = DEFAULT_SIZE, label: str = "cards",
                 speaks: bool = True):
        if not isinstance(size, int) or size < SMALLEST:
            raise ValueError(f"bad card size {size!r}: a width in pixels, at least {SMALLEST}")
        self.model = model if model is not None else CardTableModel()
        self.widget = _widget_class()(size=size, label=label, speaks=speaks)
        self.widget.on_msg(lambda _, content, buffers: self.receive(content))
        self.model.listen(self.sync)
        self.sync()

    def __repr__(self) -> str:
        return f"CardTable({self.model!r})"

    def receive(self, content: dict) -> None:
        """A message from the browser: {'event': 'click', 'id': 3} or {'event': 'move',
        'id': 3, 'group': 'hand', 'index': 0}. Anything else is ignored; a card or group that
        has just gone (the browser is one step behind) gets the state sent again."""
        event = content.get("event")
        if event not in ("click", "move"):
            return
        model = self.model
        known = type(content.get("id")) is int and content["id"] in {c.id for c in model.cards}  # True is no id
        if event == "move":
            known = known and content.get("group") in {g.key for g in model.groups}
            known = known and type(content.get("index", 0)) is int  # a place, as the page counts them
        if not known:
            self.sync()
        elif event == "click":
            model.click(int(content["id"]))
        else:
            index = content.get("index", 0)
            # a drop's place from the browser: a whole number, else the end of the group
            model.move(int(content["id"]), str(content["group"]), index if isinstance(index, int) else 10**9)

    def sync(self) -> None:
        """Send the model's state to the browser, in one message."""
        model, widget = self.model, self.widget
        with widget.hold_sync():
            widget.faces = faces(model, widget.faces)
            widget.groups = model.layout()
            widget.selected = sorted(model.selected)
            widget.message = model.message
            widget.toggle_locally = model.clicks_toggle
            widget.acts = model.clicks_act
            widget.version += 1

    def focus_card(self, id: int) -> None:
        """Move the keyboard focus to card `id` (the card just drawn, say), once the browser
        has drawn it: a press that removes or disables what had the focus never leaves it on
        the page's body."""
        if id not in {c.id for c in self.model.cards}:
            raise ValueError(f"no card {id!r} on the table to focus")
        self.widget.focus = [id, self.widget.focus[1] + 1]

    @property
    def size(self) -> int:
        return self.widget.size

    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)
