"""What every widget view shares: redraw after each action, show in a notebook, and the
round, ace-rule and house-rule controls."""

from __future__ import annotations

import base64
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ..draw.palette import deck_colours, set_deck_colours
from ..language import _, check_language, count_text, get_language, using
from ..practice.rule_choices import BY_NAME, rules_in_words, with_option
from ..rules import ROUNDS, Rules, hand_size, wild_words
from .disclosure import disclosure
from .live_region import LiveRegion
from .picture import text_html

if TYPE_CHECKING:
    import ipywidgets as W


class View:
    """A thin ipywidgets layer over a plain-Python model: `widget` is what shows, and
    `refresh()` redraws it from the model after every action."""

    widget: Any = None  # the ipywidgets (or anywidget) object that shows
    # The language the view speaks (its `language=` argument); None: the session's. Every
    # action and redraw runs in it, so the model's words (a meld's reason) follow too.
    language: str | None = None
    refused = ""  # why the last action was refused ("" if it was taken): shown next to the controls

    def _build_in(self, language: str | None, build: Callable[..., None], *args: Any) -> None:
        """Take `language` as the view's (a one-line ValueError for one ttlearn lacks), then
        `build(*args)` the widgets in it: their labels are said once, when made."""
        self.language = None if language is None else check_language(language)
        with using(self.language):
            build(*args)

    def refresh(self) -> None:
        """Redraw from the model (`_redraw`), in the view's language."""
        with using(self.language):
            self._redraw()

    def _redraw(self) -> None:
        raise NotImplementedError

    def _after_table(self) -> None:
        """The card table changed (a click, a drop): redraw, once the view is built."""
        if getattr(self, "widget", None) is not None:
            self.refresh()

    def _act(self, action: Callable[..., object], *args: Any) -> None:
        """Run an action, then redraw; a refusal (ValueError) goes to the caller: the house
        rules' menus show it and put themselves back (`rules_controls`)."""
        with using(self.language):
            action(*args)
            self.refresh()

    def _try(self, action: Callable[..., object], *args: Any) -> None:
        """Run a control's action, then redraw. A refusal (a ValueError, the models' one-line
        way to say no) is kept in `refused` for the view to show by the control: it never
        escapes into the browser's click handler, where nobody would see it."""
        with using(self.language):
            try:
                action(*args)
            except ValueError as err:
                self.refused = str(err)
            else:
                self.refused = ""
            self.refresh()

    def picture(self) -> str | None:
        """A static picture of the state (HTML), for where widgets do not run: a notebook
        shown on GitHub, a page exported to HTML. None when the view has none."""
        return None

    def picture_png(self) -> bytes | None:
        """The same as a PNG image (a chart), or None when the view has none."""
        return None

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]]:
        """The widget, and beside it the static picture and a plain line: a notebook front
        end shows the widget, GitHub the picture (never "VBox(children=...)")."""
        bundle = self.widget._repr_mimebundle_(**kwargs)
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        data = {**data, "text/plain": repr(getattr(self, "model", self))}
        with using(self.language):
            picture, png = self.picture(), self.picture_png()
        if picture:
            data["text/html"] = picture
        if png:
            data["image/png"] = base64.b64encode(png).decode("ascii")
        return data, metadata


def view_box(children: Sequence[Any], live: LiveRegion) -> W.VBox:
    """A view's top level: its widgets, and its live region last, outside every part the view
    hides (a screen reader reads no region in a hidden part). The class tt-view gives them the
    shared look of `view.css` (a focus ring that shows)."""
    import ipywidgets as W

    box = W.VBox([*children, live.widget])
    box.add_class("tt-view")
    return box


def deck_switch(on_change: Callable[[str], None]) -> W.RadioButtons:
    """Two-colour deck (red and black) or four-colour (♠ black, ♥ red, ♦ blue, ♣ green), for a
    learner who tells suits apart better by four colours than two. It sets the session's deck
    colours (`set_deck_colours`) and calls `on_change(colours)` to redraw. Radio buttons, not
    ipywidgets' ToggleButtons: a screen reader hears which one is chosen ("checked"), and the
    arrow keys change it."""
    import ipywidgets as W

    switch = W.RadioButtons(options=[(_("Two-colour deck"), "two"), (_("Four-colour deck"), "four")],
                            value=deck_colours(), layout=W.Layout(width="auto"))

    def changed(change: dict) -> None:
        set_deck_colours(change["new"])
        on_change(change["new"])

    switch.observe(changed, names="value")
    return switch


def round_menu(value: int, on_change: Callable[[int], None]) -> W.Dropdown:
    """A menu of the eleven rounds, each with its hand size and wild rank (R4, R5)."""
    import ipywidgets as W

    menu = W.Dropdown(options=[(_("Round {round}: {cards}, {wild}").format(
        round=r, cards=count_text(hand_size(r), "{count} card", "{count} cards"), wild=wild_words(r)), r)
        for r in ROUNDS], value=value, description=_("Round"),
        layout=W.Layout(width="28em"))  # room for the longest entry in every language (Thai, Croatian)
    menu.observe(lambda change: on_change(change["new"]), names="value")
    return menu


def ace_switch(value: str, on_change: Callable[[str], None]) -> W.ToggleButtons:
    """Aces low (R3) or high or low (V1)."""
    import ipywidgets as W

    switch = W.ToggleButtons(options=[(_("Aces low (R3)"), "low"), (_("Aces high or low (V1)"), "high_or_low")],
                             value=value)
    switch.observe(lambda change: on_change(change["new"]), names="value")
    return switch


def rules_title(rules: Rules, options: Sequence[str]) -> str:
    """The disclosure's title: 'House rules: standard', or the options changed."""
    return _("House rules: {rules}").format(rules=rules_in_words(rules, options))


def rules_controls(rules: Rules, options: Sequence[str], on_change: Callable[[str, object], None],
                   after: str = "") -> W.VBox:
    """The house rules in `options` (see `rule_choices`) as menus in one disclosure (a button
    that Tab reaches, `disclosure`), closed at first so the default view stays uncluttered.
    A change calls `on_change(name, value)`; if that refuses with a ValueError, the reason
    shows and the menu goes back. `after` is a note under the menus ("from the next game on")."""
    import ipywidgets as W

    note = W.HTML(text_html(after) if after else "")
    shown = rules  # the rules the menus show
    # The language the controls are built in (a view's): a menu's change comes later, from
    # the browser, outside it, and the new title must not fall back to English.
    language = get_language()

    def changed(name: str, menu: W.Dropdown, value: object) -> None:
        nonlocal shown
        old = getattr(shown, name)
        if value == old and type(value) is type(old):
            return  # the menu put back after a refusal
        try:
            on_change(name, value)
            shown = with_option(shown, name, value, options)
        except ValueError as err:
            note.value = text_html(str(err), "bad")
            menu.value = old
            return
        note.value = text_html(after) if after else ""
        with using(language):
            box.set_title(0, rules_title(shown, options))

    menus = []
    for name in options:
        choice = BY_NAME[name]
        value = getattr(rules, name)
        menu = W.Dropdown(options=choice.offered(value), value=value, description=choice.title,
                          style={"description_width": "14em"},
                          # at 320 px (400% zoom) the menu wraps under its label, never cut off
                          layout=W.Layout(width="30em", max_width="100%", height="auto", flex_flow="row wrap"))
        menu.observe(lambda change, name=name, menu=menu: changed(name, menu, change["new"]), names="value")
        menus.append(menu)
    box = disclosure(rules_title(rules, options), W.VBox([*menus, note]))
    return box
