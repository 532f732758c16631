"""The pieces of a lesson a translator translates, and putting their translations back.

A lesson's words are in three places: its Markdown (notebook cells, teacher's pages), split
into *blocks* (paragraphs, lists, tables: what blank lines separate), and its code cells, in
their comments and in the strings they print. Each piece is a *unit*: the English of one
unit is the key of its translation in a catalog, so when the English changes, the old
translation no longer fits it and is missing until a translator writes the new one.

>>> markdown_units("A **meld** is three cards.\\n\\nLike 7♥ 7♠ 7♦.")
['A **meld** is three cards.', 'Like 7♥ 7♠ 7♦.']
>>> code_units('x = 3  # three cards\\nprint(f"{x} cards", "7H", "why?", x, "points")\\nplay("greedy")')
['three cards', 'f"{x} cards"', '"why?"', '"points"']
>>> translate_code('print("cards:", 3)  # why', {'why': 'varför', '"cards:"': '"kort:"'}.get)
'print("kort:", 3)  # varför'
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from collections.abc import Callable

# Blank lines separate Markdown blocks; the separators are kept, so the text is put back as it was.
_BLANK = re.compile(r"(\n[ \t]*\n\s*)")
_FENCE = re.compile(r"^\s*(```|~~~)", re.M)
# A piece worth translating has a word in it: two letters in a row (not "7H", not "—").
_WORD = re.compile(r"[^\W\d_]{2}")
# A string that is data, not words: one word (a key, a strategy's name, an exercise's id;
# a label ends with ":" or "?"), cards ("7H 8H", "10♠"), a command the engine reads ("go out 7H").
_DATA = re.compile(r"""^(?:\S*[^\s:?]|(?:(?:10|[2-9AJQKX*]|JK)[SHDC♠♥♦♣]?\s*)+|
                        (?:draw\ (?:stock|discard)|discard\ \S+|go\ out(?:\ \S+)*))$""", re.X)

Lookup = Callable[[str], "str | None"]


class MissingTranslation(ValueError):
    """A unit has no translation in the catalog; the message quotes its start."""

    def __init__(self, unit: str, where: str = "") -> None:
        start = unit if len(unit) <= 60 else unit[:57] + "..."
        super().__init__(f"no translation{' in ' + where if where else ''} for {start!r}")
        self.unit = unit


def _blocks(text: str) -> list[str]:
    """The text split into blocks and the separators between them: [block, sep, block, ...]
    (a fenced code block is one block, blank lines and all)."""
    parts = _BLANK.split(text)
    merged: list[str] = []
    open_fence = False
    for i, part in enumerate(parts):
        if open_fence:
            merged[-1] += part
        else:
            merged.append(part)
        if i % 2 == 0 and len(_FENCE.findall(part)) % 2 == 1:
            open_fence = not open_fence
    return merged


def _is_unit(block: str) -> bool:
    return bool(_WORD.search(block))


def markdown_units(text: str) -> list[str]:
    """The blocks of a Markdown text that have words in them, each stripped of its ends."""
    return [b.strip() for b in _blocks(text)[::2] if _is_unit(b)]


def translate_markdown(text: str, lookup: Lookup, where: str = "") -> str:
    """The text with each of its blocks replaced by its translation (`lookup(block)`);
    a block without words stays. Raises MissingTranslation for a block `lookup` lacks."""
    parts = _blocks(text)
    for i in range(0, len(parts), 2):
        block = parts[i]
        if not _is_unit(block):
            continue
        unit = block.strip()
        found = lookup(unit)
        if not found:
            raise MissingTranslation(unit, where)
        start = block[: len(block) - len(block.lstrip())]
        end = block[len(block.rstrip()):]
        parts[i] = start + found + end
    return "".join(parts)


def _line_starts(source: str) -> list[int]:
    """The offset in `source` where each line starts (and, last, its length): a token's (row,
    column) is the offset `starts[row - 1] + column`."""
    starts = [0]
    for line in source.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))
    return starts


def _string_spans(source: str) -> list[tuple[int, int]]:
    """The (start, end) offsets in `source` of each string literal, an f-string whole."""
    starts = _line_starts(source)

    def offset(row: int, col: int) -> int:
        return starts[row - 1] + col

    spans, opened = [], []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        kind = tokenize.tok_name[token.type]
        if kind == "FSTRING_START":  # Python 3.12 splits an f-string into tokens
            opened.append(offset(*token.start))
        elif kind == "FSTRING_END":
            start = opened.pop()
            if not opened:
                spans.append((start, offset(*token.end)))
        elif kind == "STRING" and not opened:
            spans.append((offset(*token.start), offset(*token.end)))
    return spans


def _comments(source: str) -> list[tuple[int, int]]:
    """The (start, end) offsets of the words of each comment (after '# '); comment lines in a
    row at the start of their lines are one comment, its lines joined by newlines."""
    lines = source.splitlines(keepends=True)
    starts = _line_starts(source)
    found: list[tuple[int, int]] = []
    previous_row = -2
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type != tokenize.COMMENT:
            continue
        row, col = token.start
        words = re.match(r"#+\s*", token.string)
        begin = starts[row - 1] + col + (words.end() if words else 1)
        end = starts[row - 1] + token.end[1]
        whole_line = not lines[row - 1][:col].strip()
        if whole_line and previous_row == row - 1 and found:
            found[-1] = (found[-1][0], end)
        else:
            found.append((begin, end))
        previous_row = row if whole_line else -2
    return found


# Where a string is words for the reader even when it is one word: printed, or a chart's title or label.
_LABELS = ("title", "label", "xlabel", "ylabel")


def _shown_strings(source: str) -> set[int]:
    """The offsets of the strings a cell prints (an argument of print) or shows as a title or
    a label: words for the reader, one word ("points") as much as a sentence."""
    starts = _line_starts(source)
    shown = set()
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        values = list(node.args) if getattr(node.func, "id", None) == "print" else []
        values += [k.value for k in node.keywords if k.arg in _LABELS]
        shown |= {starts[v.lineno - 1] + v.col_offset for v in values
                  if isinstance(v, ast.Constant) and isinstance(v.value, str)}
    return shown


def _code_pieces(source: str) -> list[tuple[int, int, str, str]]:
    """(start, end, unit, kind) for each comment and each string of words in a code cell."""
    shown = _shown_strings(source)
    pieces = []
    for start, end in _comments(source):
        text = source[start:end]
        unit = _join_comment(text)
        if _is_unit(unit):
            pieces.append((start, end, unit, "comment"))
    for start, end in _string_spans(source):
        literal = source[start:end]
        body = re.sub(r"^[rRbBfFuU]*('''|\"\"\"|'|\")|('''|\"\"\"|'|\")$", "", literal)
        fields = re.findall(r"\{[^{}]*\}", body) if re.match(r"[rRbBuU]?[fF]", literal) else []
        # an f-string's fields are code, but for the words they quote: {'meld' if ok else 'no'}
        quoted = " ".join(q for field in fields for q in re.findall(r"'([^']*)'", field))
        words = re.sub(r"\{[^{}]*\}", "", body)
        if _is_unit(words + " " + quoted) and (start in shown or _is_unit(quoted) or not _DATA.match(body.strip())):
            pieces.append((start, end, literal, "string"))
    return sorted(pieces)


def _join_comment(text: str) -> str:
    """A comment of several lines as one text, each line's '# ' taken off."""
    return "\n".join(re.sub(r"^\s*#+\s?", "", line) for line in text.split("\n"))


def code_units(source: str) -> list[str]:
    """The comments (their words) and the strings of words (their source, quotes and all) of
    a code cell, in order."""
    try:
        return [unit for _, _, unit, _ in _code_pieces(source)]
    except (tokenize.TokenError, SyntaxError, IndentationError, ValueError):
        return []  # a cell that is not Python (a %magic's text) has no units


def translate_code(source: str, lookup: Lookup, where: str = "") -> str:
    """The code with its comments and strings of words translated; nothing else changes. A
    comment of several lines keeps its indent and takes the lines of its translation."""
    try:
        pieces = _code_pieces(source)
    except (tokenize.TokenError, SyntaxError, IndentationError, ValueError):
        return source
    out, at = [], 0
    for start, end, unit, kind in pieces:
        found = lookup(unit)
        if not found:
            raise MissingTranslation(unit, where)
        out.append(source[at:start])
        if kind == "comment":
            line_start = source.rfind("\n", 0, start) + 1
            indent = source[line_start:start]  # "    # " before the words
            found = ("\n" + indent).join(found.split("\n"))
        out.append(found)
        at = end
    out.append(source[at:])
    return "".join(out)
