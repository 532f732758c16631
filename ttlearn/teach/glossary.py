"""The glossary: the words of Three Thirteen and of the notebooks' statistics, each defined
in a sentence or two with the rules that define it (R-numbers of `RULES.md`).

`define("deadwood")` shows one entry in a notebook cell; `notebooks/glossary.md` is the
whole glossary, which the notebooks link (`[deadwood](glossary.md#deadwood)`), written by
`python -m ttlearn.teach.glossary notebooks/glossary.md` (`make editions` runs it; with
`--check` it only says whether the file is up to date).

>>> print(define("deadwood"))
**deadwood**: the cards of a hand left in no meld at the end of a round; each scores its penalty
points (R16). The best arrangement leaves the cheapest deadwood. [Glossary](glossary.md#deadwood)
"""

from __future__ import annotations

import argparse
import re
import sys
import textwrap
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..language import N_, _, get_language, using
from .text import Markdown

WIDTH = 100


@dataclass(frozen=True)
class Term:
    """A glossary entry: the term, its definition (Markdown) and `forms`, a regular
    expression for the term as it appears in text (plurals, "go out" for going out, a line
    break between words), in the sense defined and not in its everyday ones ("run the cell")."""

    name: str
    definition: str
    forms: str

    @property
    def anchor(self) -> str:
        """The heading's anchor on GitHub and in JupyterLab, in the current language:
        'going-out' ("Student's t" is 'students-t', as GitHub writes it)."""
        return anchor_of(_(self.name))

    @property
    def local_name(self) -> str:
        """The term in the current language ("dödvikt" for deadwood in Swedish)."""
        return _(self.name)

    @property
    def local_definition(self) -> str:
        return _(self.definition)


def anchor_of(heading: str) -> str:
    """A heading's anchor as GitHub and JupyterLab make it (letters of any script kept).

    >>> anchor_of("Student's t"), anchor_of("kazneni bodovi")
    ('students-t', 'kazneni-bodovi')
    """
    return re.sub(r"[^\w -]", "", heading).lower().replace(" ", "-")


TERMS: tuple[Term, ...] = (
    Term(N_("upcard"), N_("the top card of the stock, turned face up after the deal to start the discard pile (R7). "
                   "The first player may take it instead of the top of the stock (R8, R9)."), r"\bupcards?\b"),
    Term(N_("stock"), N_("the cards left after the deal, face down (R7). On a turn a player draws its top card or the "
                  "top of the discard pile (R9); when it runs out, the discard pile but its top card is shuffled "
                  "into a new stock (H1)."), r"\bstock\b"),
    Term(N_("meld"), N_("three or more cards that go together: a set, of one rank (R12), or a run, in a row in one "
                 "suit (R13). No card is in two melds (R14), and a wild may stand for any card in one (R15)."),
         r"\bmelds?\b"),
    Term(N_("set"), N_("three or more cards of one rank, such as 7♥ 7♠ 7♦ (R12); with two decks a set may hold two "
                "identical cards. A wild may stand in for any of its cards (R15)."),
         # the game's set, not "set up", "a rule set", "a set of games", the verb ('set "Wilds in a meld"')
         # nor the mathematician's "a *set* of cards" (a hand)
         r"(?<!\brule )(?<!\bunless )(?<!\bto )(?<!\byou )(?<!\brandom )\bsets?\b"
         r"(?!\*?\s+(?:up|to|of\s+(?:games|rules|cards))\b)(?!\s*\")"),
    Term(N_("run"), N_("three or more cards of one suit in a row, such as 5♥ 6♥ 7♥ (R13). Aces are low and a run never "
                "wraps round from King to Ace (R3; Q-K-A only under V1); a wild may fill a gap or an end (R15)."),
         # the game's run, not running a cell or a notebook ("run the cell", "it runs", "has run", "run
         # again", the *Run* button), nor the stock that "runs out"
         r"(?<!\bto )(?<!\byou )(?<!\bit )(?<!\bhas )(?<!\bhave )(?<!press\s\*)\bruns?\b"
         r"(?!\s+(?:the|this|it|again|out)\b)"),
    Term(N_("natural"), N_("a card that is not wild in this round (R5): in a meld it plays as itself. A meld may hold "
                    "any number of wilds (R15, H), but its naturals decide what it can be."), r"\bnaturals?\b"),
    Term(N_("wild"), N_("in round r every card of rank r + 2 is wild: threes in round 1, ..., Kings in round 11 (R5). "
                 "A wild card stands for any card in a set or a run (R15); left over, it scores its own rank "
                 "(H2)."), r"\bwilds?\b"),
    Term(N_("deadwood"), N_("the cards of a hand left in no meld at the end of a round; each scores its penalty "
                     "points (R16). The best arrangement leaves the cheapest deadwood."), r"\bdeadwood\b"),
    Term(N_("discard pile"), N_("the cards discarded face up beside the stock, started by the upcard after the deal "
                         "(R7). A turn draws the top card of the stock or of the discard pile, and ends with a "
                         "discard onto it (R9); when the stock runs out, all of it but its top card becomes the new "
                         "stock (H1)."), r"\bdiscard\s+piles?\b"),
    Term(N_("penalty"), N_("the points of a hand's deadwood at the end of a round: Ace 1 (15 under V1), 2-10 their "
                    "value, J, Q, K 10 each, a wild left over its own rank (R16, H2, V1). The player who went "
                    "out scores 0, and the lowest total after eleven rounds wins (R17)."), r"\bpenalt(y|ies)\b"),
    Term(N_("going out"), N_("after drawing, laying down every card but one in melds and discarding the last (R10). "
                      "The others then have one last turn each (R11), and the player who went out scores 0 "
                      "(R16)."), r"\b(going|go|goes|gone|went)\s+out\b"),
    Term(N_("last turn"),
         N_("after a player goes out, every other player has exactly one more turn, in order: their last "
                      "turn (R11). Then the round ends and every hand is scored (R16)."), r"\blast\s+turns?\b"),
    Term(N_("arrangement"),
         N_("one way to lay out a hand at the end of a round: which cards make which melds, no card in "
                        "two (R14), and which are left over as deadwood. The best arrangement is one with the lowest "
                        "penalty; ttlearn always finds it (R16, H)."),
         # "3. The best arrangement" is a lesson's title, not the term
         r"(?<!3\.\sthe\sbest\s)\barrangements?\b"),
    Term(N_("house rule"),
         N_("a rule a table agrees on where the printed rules are silent or differ, such as a new stock "
                       "when the stock is empty (H1) or what a leftover wild scores (H2). ttlearn's are marked H in "
                       "RULES.md; notebook 8 switches on others, such as jokers, in `Rules(...)`."),
         r"(?<!8\.\s)\bhouse\s+rules?\b"),  # "8. House rules" is a lesson's title, not the term
    Term(N_("expected penalty"), N_("the mean penalty over what may come next, each outcome weighed by its chance: "
                             "for a hand, the average over every card the next draw could bring (R9, R16). "
                             "The lookahead player keeps the hand whose expected penalty is lowest."),
         r"\bexpected\s+penalt(y|ies)\b"),
    Term(N_("confidence interval"), N_("a range around an estimate made so that 95 of 100 such ranges hold the true "
                                "value: for a mean, mean ± t·s/√n (Student's t, `ttlearn.simulation.stats.mean_ci`); "
                                "for a chance or a win rate, Wilson's interval. When the interval of a difference "
                                "leaves out 0, the difference is more than luck."),
         r"\bconfidence\s+intervals?\b"),
    Term(N_("correlation"), N_("a number from -1 to +1 that says how two quantities measured together move: "
                        "positive when one tends to be high where the other is high, negative when one is high "
                        "where the other is low, near 0 when one says nothing of the other. It is their "
                        "covariance divided by both standard deviations."), r"\bcorrelat(?:ion|ions|ed)\b"),
    Term(N_("covariance"), N_("the mean, pair by pair, of (A - A's mean) × (B - B's mean): positive when A and B rise "
                       "and fall together, negative when one rises as the other falls. A difference varies by "
                       "Var(A - B) = Var A + Var B - 2 Cov(A, B)."), r"\bcovariances?\b"),
    Term(N_("Monte Carlo"), N_("estimating a chance by dealing many random hands and counting how often the event "
                        "happens (R4), with a confidence interval that says how sure the estimate is. Named "
                        "after the casino."), r"\bMonte\s+Carlo\b"),
    Term(N_("Student's t"), N_("the multiplier of a mean's confidence interval, mean ± t·s/√n: 2.20 for 12 values, "
                        "2.09 for 20, nearly 1.96 for hundreds. It is larger for few values because their "
                        "spread s is itself only estimated from them."), r"\bstudent'?s\s+t\b"),
    Term(N_("pair of games"), N_("two games played on the same cards (one seed), the seats swapped, so each player "
                          "holds each seat's hands and plays first once (R6, R8). Comparing two strategies "
                          "pair by pair lets the luck of the cards fall on both."), r"\bpairs?\s+of\s+games\b"),
    Term(N_("Wilson's interval"), N_("the confidence interval of a share, such as a win rate: every true share under "
                              "which the share seen is not surprising (within its middle 95%). Unlike "
                              "share ± 1.96·√(share(1 - share)/n), it stays inside 0-100%, and a perfect record "
                              "still gets a range below 100%."), r"\bwilson'?s\s+interval\b"),
    Term(N_("knapsack"), N_("the problem of packing the most value into a bag that holds only so much. The solver "
                     "shares a hand's wilds among its groups of cards this way: each group knows what it "
                     "saves with 0, 1, 2, ... wilds, and the wilds go where they save the most in all."),
         r"\bknapsacks?\b"),
    Term(N_("Bell numbers"),
         N_("the number of ways to split n things into groups, the order of the groups and within them "
                         "not counting: 1, 2, 5, 15, 52, ... for 1 to 5 things, 203 for 6, over 27 million for 13. A "
                         "hand splits into melds and leftover cards in at most that many ways."),
         r"\bBell\s+numbers?\b"),
    Term(N_("knowledge state"), N_("when a round's deals are counted rank by rank (notebook 9), all the runs in "
                            "progress the cards read so far allow (each suit's run still growing), each with the "
                            "fewest wilds it needs (R12, R13, R15). Deals with the same knowledge state and as "
                            "many cards end alike, so they are counted together."), r"\bknowledge\s+states?\b"),
    Term(N_("Burnside's lemma"),
         N_("the number of classes of hands alike up to renaming the suits is the average, over "
                             "the 24 renamings, of the number of hands each renaming leaves unchanged. Renaming "
                             "keeps every set a set and every run a run (R12, R13)."), r"\bBurnside'?s\s+lemma\b"),
    Term(N_("cycle index"), N_("the average, over the 24 renamings of the suits, of a polynomial that counts the hands "
                        "each renaming leaves unchanged: a cycle of c suits gives 1 + x^c at every rank. The "
                        "coefficient of x^n is the number of classes of n-card hands (Burnside's lemma)."),
         r"\bcycle\s+index\b"),
)
_BY_NAME = {term.name.lower(): term for term in TERMS}


def term(name: str) -> Term:
    """The entry of a term (any case); unknown terms raise ValueError naming the known ones."""
    key = name.strip().lower() if isinstance(name, str) else name
    if key not in _BY_NAME:
        raise ValueError(f"no glossary entry {name!r}: one of {', '.join(_BY_NAME)}")
    return _BY_NAME[key]


def _wrap(text: str) -> str:
    return textwrap.fill(text, WIDTH, break_on_hyphens=False, break_long_words=False)


def define(name: str, link: str = "glossary.md") -> Markdown:
    """One entry, to show in a notebook cell: the term in bold, its definition, and a link
    to it in the glossary (`link=""` leaves the link out)."""
    entry = term(name)
    glossary = _("Glossary")  # outside the f-string, where the extraction of messages finds it
    more = f" [{glossary}]({link}#{entry.anchor})" if link else ""
    return Markdown(_wrap(f"**{entry.local_name}**: {entry.local_definition}{more}"),
                    _("the glossary entry for {term}").format(term=entry.local_name))


def glossary_markdown() -> str:
    """The whole glossary as a Markdown page, in the current language (the text of
    `notebooks/glossary.md`, and of `notebooks/sv/glossary.md` in Swedish)."""
    english = get_language() == "en"
    rules = "../RULES.md" if english else f"../../ttlearn/RULES.{get_language()}.md"
    lines = ["# " + _("Glossary"), "",
             _wrap(_("The words of Three Thirteen and of the notebooks' statistics, each with the rules that define "
                     "it (the numbers of [RULES.md]({rules}): R1-R17, the variant V1, the house rules H1, "
                     "H2). A notebook defines each word where it first uses it, and links here.").format(rules=rules)),
             ""]
    for entry in TERMS:
        definition = entry.local_definition
        lines += [f"## {entry.local_name}", "", _wrap(definition[0].upper() + definition[1:]), ""]
    language = get_language()
    command = "notebooks/glossary.md" if english else f"--language {language} notebooks/{language}/glossary.md"
    lines.append(_("*Written by `python -m ttlearn.teach.glossary {path}` (`make editions`) from "
                   "`ttlearn/teach/glossary.py`: edit it there.*").format(path=command))
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ttlearn.teach.glossary",
                                     description="Write the glossary page (Markdown), or check that it is up to date.")
    parser.add_argument("path", type=Path, help="the page to write, e.g. notebooks/glossary.md")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if the page is out of date")
    parser.add_argument("--language", default="en", help="the page's language (sv, hr, th; default: en)")
    args = parser.parse_args(argv)
    with using(args.language):
        text = glossary_markdown()
    try:
        current = args.path.read_text(encoding="utf-8") if args.path.exists() else None
        if args.check:
            if current != text:
                print(f"{args.path} is out of date: run make editions", file=sys.stderr)
                return 1
            return 0
        if current != text:
            args.path.write_text(text, encoding="utf-8")
            print(f"wrote {args.path}")
    except (OSError, UnicodeDecodeError) as err:
        print(f"{parser.prog}: error: {args.path}: {err}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
