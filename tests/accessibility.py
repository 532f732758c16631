"""axe-core, Deque's accessibility checker, run inside a page the browser tests opened.

The rules are WCAG 2.1 A and AA (axe's tags wcag2a, wcag2aa, wcag21a, wcag21aa), the level
Swedish and Croatian schools must meet (EN 301 549). `violations(page, within)` checks only
what ttlearn put on the page: the elements `within` selects (a notebook's outputs, a Voila
page's widgets), not JupyterLab's or Voila's own menus and panels, which ttlearn does not draw.

axe-core comes from PyPI, in the axe-playwright-python wheel (its `axe.min.js`): no network.
"""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files

WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
OUTPUTS = ".jp-OutputArea-output"  # what a notebook's cells show: JupyterLab, JupyterLite, Voila


@cache
def axe_script() -> str:
    """axe-core's source, as the axe-playwright-python wheel bundles it."""
    return files("axe_playwright_python").joinpath("axe.min.js").read_text(encoding="utf-8")


def axe_version(page) -> str:
    """The version of axe-core that runs in `page` (after `violations`)."""
    return page.evaluate("() => window.axe ? window.axe.version : ''")


def violations(page, within: str = OUTPUTS, *, rules: list[str] | None = None) -> list[dict]:
    """axe's WCAG 2.1 AA violations among the elements `within` selects (a CSS selector),
    each as {'id', 'impact', 'help', 'nodes': [{'target', 'html', 'summary'}]}. `rules`
    narrows the check to those rule ids (e.g. ['document-title'] for the whole page)."""
    if not page.evaluate("() => !!window.axe"):
        page.evaluate(axe_script())
    if rules:
        options: dict = {"runOnly": {"type": "rule", "values": rules}, "resultTypes": ["violations"]}
    else:
        # label-content-name-mismatch (WCAG 2.5.3) is still marked experimental in axe, which
        # leaves it out unless asked: a card named "two of spades" that shows "2♠" fails it.
        options = {"runOnly": {"type": "tag", "values": WCAG_AA}, "resultTypes": ["violations"],
                   "rules": {"label-content-name-mismatch": {"enabled": True}}}
    context = "document" if within == "document" else json.dumps({"include": [[within]]})
    found = page.evaluate(
        f"""async () => {{
            if (!{json.dumps(within)} || {json.dumps(within)} === 'document' ||
                document.querySelector({json.dumps(within)})) {{
                const result = await axe.run({context}, {json.dumps(options)});
                return result.violations.map(v => ({{id: v.id, impact: v.impact, help: v.help,
                    nodes: v.nodes.map(n => ({{target: n.target.join(' '), html: n.html.slice(0, 200),
                                              summary: n.failureSummary}}))}}));
            }}
            return [];
        }}""")
    return list(found)


def report(found: list[dict]) -> str:
    """The violations as lines a failing test prints: rule, how many elements, the first ones."""
    lines = []
    for rule in found:
        lines.append(f"{rule['id']} ({rule['impact']}, {len(rule['nodes'])} elements): {rule['help']}")
        for node in rule["nodes"][:3]:
            lines.append(f"    {node['target']}: {node['html'][:120]}")
    return "\n".join(lines)


def count(found: list[dict]) -> int:
    """How many elements fail, over every rule."""
    return sum(len(rule["nodes"]) for rule in found)
