"""Pictures of cards, hands, melds, arrangements and tables.

- `glyphs` (suit shapes), `palette` (every colour), `faces` (a card's face as parts) and
  `layout` (where each card and frame goes) are plain data, standard library only;
- `svg` renders a layout as SVG, which Jupyter shows;
- `plots` gathers every figure drawn with matplotlib, imported only when one is drawn: the
  charts of chances and counts, the same layouts for slides (`card_figures`, painted by
  `layout_painter`), the charts of results (`result_charts`), all in one style
  (`chart_style`); in a browser with no internet a chart is a one-line note instead
  (`offline_charts`).

Importing this package registers the SVG drawings with `ttlearn.display`, so `Card`,
`Meld`, `Arrangement` and `PlayerView` show as pictures in a notebook.
"""

from ..cards import Card
from ..display import register_drawing
from ..engine.player_view import PlayerView
from ..melds import Arrangement, Meld
from .svg import show_arrangement, show_card, show_meld, show_view

register_drawing(Card, show_card)
register_drawing(Meld, show_meld)
register_drawing(Arrangement, show_arrangement)
register_drawing(PlayerView, show_view)
