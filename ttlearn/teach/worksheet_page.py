"""The page a worksheet prints on: its style sheet and its shell (`ttlearn.teach.worksheets`
fills it).

One style for A4 (210 × 297 mm) and Letter (8.5 × 11 in): `@page` names no size, so the
paper chosen when printing (in the browser's print dialog, or Chromium's `format`) sets it,
and 15 mm margins all round leave a printable area of at least 180 × 249 mm on both. Nothing
is wider than that area: text wraps (a long word or code too), a card picture is at most
the line's width (scaled down to fit, never cut), and each exercise is kept whole on one
page (`break-inside: avoid`; none is taller than a page). On a screen the page is a column
of the same width. The exit tickets start a page of their own (`break-before: page`): the
worksheet's back when the front takes one page and it is printed on both sides.
"""

from __future__ import annotations

import html

from ..draw.svg import FONT

MARGIN_MM = 15  # every margin of the printed page
# The narrower of the two papers, less its margins: A4's 210 mm (Letter is 215.9 mm wide).
PRINTABLE_WIDTH_MM = 210 - 2 * MARGIN_MM
# The shorter of the two, less its margins: Letter's 279.4 mm (A4 is 297 mm tall).
PRINTABLE_HEIGHT_MM = 279.4 - 2 * MARGIN_MM

STYLE = f"""
@page {{ margin: {MARGIN_MM}mm; }}
* {{ box-sizing: border-box; }}
html {{ font-family: {FONT}; font-size: 11pt; line-height: 1.35; color: #111; background: white;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
body {{ margin: 0 auto; padding: 10mm 0; max-width: {PRINTABLE_WIDTH_MM}mm; }}
@media print {{ body {{ margin: 0; padding: 0; max-width: none; }} }}
p, h1, h2, li, span {{ overflow-wrap: anywhere; }}
header {{ border-bottom: 0.6mm solid #111; margin-bottom: 4mm; padding-bottom: 2mm; break-inside: avoid; }}
.kicker {{ margin: 0; font-size: 9pt; letter-spacing: 0.04em; text-transform: uppercase; color: #444; }}
h1 {{ margin: 1mm 0 2mm; font-size: 17pt; line-height: 1.2; }}
h2 {{ margin: 0 0 2mm; font-size: 13pt; }}
.who {{ display: flex; flex-wrap: wrap; gap: 2mm 8mm; margin: 2mm 0 0; }}
.who span {{ display: inline-flex; align-items: baseline; gap: 2mm; }}
.who .blank {{ display: inline-block; width: 60mm; border-bottom: 0.3mm solid #333; }}
.who .blank.short {{ width: 35mm; }}
.note {{ margin: 0; font-size: 9pt; color: #444; }}
.exercise {{ break-inside: avoid; page-break-inside: avoid; margin: 0 0 4mm; padding-top: 2.5mm;
  border-top: 0.3mm solid #bbb; }}
header + .exercise {{ border-top: 0; }}
.question {{ margin: 0 0 2mm; }}
.number {{ font-weight: bold; margin-right: 1.5mm; }}
.id {{ font-family: monospace; font-size: 8.5pt; color: #555; white-space: nowrap; }}
.cards {{ display: flex; flex-wrap: wrap; align-items: flex-end; gap: 2mm 6mm; margin: 0 0 2mm; }}
.cards figure {{ margin: 0; max-width: 100%; break-inside: avoid; }}
.cards svg {{ display: block; max-width: 100%; height: auto; }}
.cards figcaption {{ font-size: 9pt; text-align: center; color: #333; }}
.room {{ margin: 1mm 0 0; }}
.line {{ display: flex; align-items: flex-end; gap: 2mm; height: 9mm; border-bottom: 0.3mm solid #777; }}
.line .label {{ font-size: 9.5pt; color: #333; white-space: nowrap; }}
.box {{ display: inline-block; width: 38mm; height: 10mm; border: 0.4mm solid #333; border-radius: 1mm;
  vertical-align: middle; }}
.fraction {{ display: inline-flex; flex-direction: column; align-items: center; gap: 1mm; vertical-align: middle; }}
.fraction .box {{ width: 28mm; height: 8mm; }}
.fraction .bar {{ width: 32mm; border-top: 0.5mm solid #333; }}
.choices {{ display: flex; flex-wrap: wrap; gap: 2mm 8mm; margin: 1mm 0; }}
.choice {{ display: inline-flex; align-items: center; gap: 1.5mm; }}
.tick {{ display: inline-block; flex: none; width: 4.5mm; height: 4.5mm; border: 0.4mm solid #333;
  border-radius: 0.6mm; }}
.key {{ margin: 1mm 0 0; padding: 1.5mm 2.5mm; border-left: 1mm solid #0072b2; background: #eef5fb; }}
.key p {{ margin: 0.5mm 0; }}
.key .label {{ font-weight: bold; }}
.back {{ break-before: page; page-break-before: always; }}
"""


def escaped(text: str) -> str:
    """Text as HTML content or a quoted attribute's value."""
    return html.escape(text, quote=True)


def page(title: str, body: str, language: str) -> str:
    """A whole page, self-contained: the style inline, nothing fetched."""
    return (f'<!doctype html>\n<html lang="{escaped(language)}">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{escaped(title)}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n{body}\n</body>\n</html>\n")
