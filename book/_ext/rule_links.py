"""Sphinx extension: every rule number in the book's text (R1..R17, V1, H1, H2) links to its rule.

The rules page gives each rule a label (`(r10)=`, book/assemble.py), so a number links to the page and
anchor that label names, from whichever page and language cites it. Linked: prose, lists, tables,
admonitions, and the lessons' text outputs (the engine's messages cite rules: "... (R10)"). Left alone:
code cells' source, inline code, existing links, headings, and a rule's own name on the rules page.

An output block keeps its look: Sphinx highlights a literal block from its raw text and would drop links
placed inside it, so such a block becomes a `rule_linked_block`, written as Sphinx writes any output
(the same wrapper and highlighting), with the links put into the highlighted text.
"""

from __future__ import annotations

import re
from typing import Any

from docutils import nodes
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.transforms.post_transforms import SphinxPostTransform
from sphinx.writers.html5 import HTML5Translator

# A rule number standing alone: not inside a longer name ("R2D2", "HR10", "R10_x"). ASCII boundaries,
# because Thai text runs into a rule number with no space ("ดูR10") and Thai letters are word characters.
RULE = re.compile(r"(?<![A-Za-z0-9_])([RVH]\d{1,2})(?![A-Za-z0-9_])")

# Text inside these is code, a link, a heading or markup that is not prose.
SKIPPED = (nodes.literal, nodes.FixedTextElement, nodes.reference, addnodes.pending_xref, nodes.raw,
           nodes.title, nodes.comment, nodes.target, nodes.math, addnodes.desc_signature, nodes.Invisible)


class rule_linked_block(nodes.literal_block):  # noqa: N801 -- docutils names visitors after node classes
    """An output block whose rule numbers link to their rules (`rule_links` maps each number to its URI)."""


def rule_anchors(env: Any) -> dict[str, tuple[str, str]]:
    """Each rule number the project labels (`r10` ...): the page and anchor of its label."""
    labels = env.domains.standard_domain.anonlabels
    return {key.upper(): value for key, value in labels.items() if RULE.fullmatch(key.upper())}


def _inside_skipped(node: nodes.Node) -> bool:
    parent = node.parent
    while parent is not None:
        if isinstance(parent, SKIPPED):
            return True
        parent = parent.parent
    return False


def _own_name(text: nodes.Text, number: str) -> bool:
    """The rule's own name on the rules page ("**R10 Going out.**"): bold text that starts with it."""
    return isinstance(text.parent, nodes.strong) and text.parent.astext().startswith(number)


class RuleLinks(SphinxPostTransform):
    """Link the rule numbers of a page's text and outputs to the rules' anchors."""

    default_priority = 900
    formats = ("html",)

    def run(self, **kwargs: Any) -> None:
        anchors = rule_anchors(self.env)
        if not anchors:
            return
        here = self.env.docname
        builder = self.app.builder

        def uri(number: str) -> str | None:
            if number not in anchors:
                return None
            page, anchor = anchors[number]
            return f"#{anchor}" if page == here else f"{builder.get_relative_uri(here, page)}#{anchor}"

        for block in list(self.document.findall(nodes.literal_block)):
            if "output" in block["classes"] and not isinstance(block, rule_linked_block):
                links = {number: link for number in set(RULE.findall(block.astext())) if (link := uri(number))}
                if links:
                    linked = rule_linked_block(block.rawsource, "", *block.children, **block.attributes)
                    linked["rule_links"] = links
                    block.replace_self(linked)
        for text in list(self.document.findall(nodes.Text)):
            if _inside_skipped(text) or not RULE.search(text):
                continue
            parts: list[nodes.Node] = []
            last = 0
            for match in RULE.finditer(text):
                number = match.group(1)
                link = uri(number)
                if link is None or (anchors[number][0] == here and _own_name(text, number)):
                    continue
                parts += [nodes.Text(text[last:match.start()]),
                          nodes.reference(number, number, refuri=link, internal=True, classes=["rule-link"])]
                last = match.end()
            if parts:
                parts.append(nodes.Text(text[last:]))
                text.parent.replace(text, [part for part in parts if part.astext()])


_TAG_OR_TEXT = re.compile(r"(<[^>]*>)")


def link_html(html: str, links: dict[str, str]) -> str:
    """Highlighted HTML with each rule number of its text (never of its tags) made a link."""

    def linked(match: re.Match[str]) -> str:
        number = match.group(1)
        return f'<a class="reference internal rule-link" href="{links[number]}">{number}</a>' \
            if number in links else number

    return "".join(part if part.startswith("<") else RULE.sub(linked, part) for part in _TAG_OR_TEXT.split(html))


def visit_rule_linked_block(self: HTML5Translator, node: rule_linked_block) -> None:
    """Write the block as Sphinx writes an output (visit_literal_block), then link its rule numbers."""
    start = len(self.body)
    try:
        self.visit_literal_block(node)
    except nodes.SkipNode:
        self.body[start:] = [link_html(part, node["rule_links"]) for part in self.body[start:]]
        raise


def depart_rule_linked_block(self: HTML5Translator, node: rule_linked_block) -> None:
    self.depart_literal_block(node)  # (reached only when Sphinx wrote the block as a parsed literal)


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_node(rule_linked_block, html=(visit_rule_linked_block, depart_rule_linked_block))
    app.add_post_transform(RuleLinks)
    app.add_css_file("rule_links.css")  # book/_static/
    return {"parallel_read_safe": True, "parallel_write_safe": True}
