"""The command line: `python -m ttlearn solve --round 11 "5H 6H KS 8H 9C 9D KH"`, and
`python -m ttlearn rules` for the rules the numbers in the docs cite (R1-R17, V1, H1, H2),
`python -m ttlearn review game.json --seat 0` for a saved game's review.

Every command takes `--language` (en, sv, hr, th; default: the environment's `LANG`), which
chooses the language of what it says, its help included, and the rule book `rules` prints.

Bad input prints a one-line error and exits with status 2, never a traceback; Ctrl-C
stops any command cleanly (status 130), `simulate` printing the games finished so far.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from importlib import resources
from typing import NoReturn

from .cards import parse_cards
from .language import DEFAULT, LANGUAGES, N_, _, check_language, count_text, get_language, ngettext, using
from .melds import Arrangement
from .rules import Rules, hand_size, rules_from_text, wild_words
from .solver import best_arrangement


def arrangement_json(arrangement: Arrangement) -> dict:
    """An arrangement as plain JSON data."""
    return {
        "round": arrangement.round,
        "penalty": arrangement.penalty,
        "melds": [
            {
                "kind": m.kind,
                "label": m.label,
                "cards": [str(c) for c in m.cards],
                "plays_as": [str(c) for c in m.plays_as],
            }
            for m in arrangement.melds
        ],
        "deadwood": [{"card": str(c), "points": p} for c, p in arrangement.deadwood_points],
    }


def _rules(args: argparse.Namespace) -> Rules:
    """The rules of the options: --aces and --wild-penalty, then the house rules of --rules."""
    house = rules_from_text(args.rules)
    options = {**house.__dict__, "aces": args.aces, "wild_penalty": args.wild_penalty}
    for name in ("aces", "wild_penalty"):  # --rules "aces=high_or_low" counts when the flag is not given
        if f"{name}=" in args.rules and getattr(args, name) == getattr(Rules(), name):
            options[name] = getattr(house, name)
    return Rules(**options)


def _solve(args: argparse.Namespace) -> int:
    rules = _rules(args)
    cards = parse_cards(args.cards, jokers=rules.jokers > 0)
    if not cards:
        raise ValueError(_('no cards: give the hand in quotes, such as "5H 6H KS 8H 9C 9D KH"'))
    arrangement = best_arrangement(cards, args.round, rules)
    if args.json:
        print(json.dumps(arrangement_json(arrangement), ensure_ascii=False, indent=2))
    else:
        print(_("Round {round}: {cards} dealt, {wild}").format(
            round=args.round, cards=count_text(hand_size(args.round), "{count} card", "{count} cards"),
            wild=wild_words(args.round)))
        print(arrangement.explain())
        print(_("penalty: {penalty}").format(penalty=arrangement.penalty))
    return 0


def rules_file(language: str = DEFAULT) -> str | None:
    """The name of the rule book in `language` shipped in the package (RULES.md in English,
    RULES.sv.md in Swedish, ...), or None if that language has none yet."""
    name = "RULES.md" if language == DEFAULT else f"RULES.{check_language(language)}.md"
    return name if resources.files("ttlearn").joinpath(name).is_file() else None


def rules_text(language: str = DEFAULT) -> str:
    """The rules, numbered as code, tests and notebooks cite them: RULES.md, shipped in the
    package, or its translation (same numbers) when `language` has one; else the English."""
    name = rules_file(language) or "RULES.md"
    return resources.files("ttlearn").joinpath(name).read_text(encoding="utf-8")


def _rules_command(args: argparse.Namespace) -> int:
    language = get_language()
    if rules_file(language) is None:  # a language whose rule book is still to come: say so, then the English
        print(_("(the rules are not translated yet: here they are in English)"), file=sys.stderr)
    print(rules_text(language), end="")
    return 0


def build_parser() -> argparse.ArgumentParser:
    from . import __version__

    parser = OneLineParser(prog="python -m ttlearn", description=_("Three Thirteen: rules, solver and games."))
    parser.add_argument("--version", action="version", version=f"ttlearn {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)

    solve = commands.add_parser("solve", help=_("the best arrangement of a hand and its penalty"))
    solve.add_argument("cards", help=_('cards such as "5H 6H KS 8H 9C 9D KH"'))
    solve.add_argument("--round", type=int, required=True, help=_("round 1..11 (R4)"))
    solve.add_argument("--json", action="store_true", help=_("print JSON"))
    _add_rule_options(solve)
    solve.set_defaults(run=_solve)

    play = commands.add_parser("play", help=_("play a game in the terminal against computer players"))
    play.add_argument("opponents", nargs="*", default=["greedy", "greedy"],
                      help=_("computer players: random, greedy, lookahead, expert, or a level: beginner, "
                             "easy, medium, hard (default: greedy greedy)"))
    play.add_argument("--seed", type=int, default=None, help=_("fix the deal, to replay a game"))
    play.add_argument("--name", default=None, help=_('your name at the table (default: "You")'))
    play.add_argument("--save", default=None, metavar="FILE",
                      help=_("save the game to FILE when it ends or stops (the save command saves it at any prompt)"))
    _add_rule_options(play)
    play.set_defaults(run=_play)

    simulate = commands.add_parser("simulate", help=_("computer players play many games; mean totals and wins"))
    simulate.add_argument("players", nargs="+", help=_("a player for each seat: a strategy (random, greedy, "
                                                       "lookahead, expert) or a level (beginner, easy, medium, hard)"))
    simulate.add_argument("--games", type=int, default=100, help=_("games in all, rounded up to whole deals"))
    simulate.add_argument("--seed", type=int, default=0)
    simulate.add_argument("--workers", type=int, default=None, help=_("processes (default: all cores)"))
    simulate.add_argument("--fixed-seats", action="store_true",
                          help=_("play each deal once, players in the seats given (default: every deal "
                                 "once per seating, the players rotated round the table)"))
    _add_rule_options(simulate)
    simulate.set_defaults(run=_simulate)

    review = commands.add_parser("review", help=_("review a saved game: each decision of a seat graded, the "
                                                  "costliest first"))
    review.add_argument("file", help=_("a game saved with Game.save"))
    review.add_argument("--seat", type=int, default=0, help=_("the seat to review, 0 for the first (default: 0)"))
    _add_language_option(review)
    review.set_defaults(run=_review)

    rules = commands.add_parser("rules", help=_("print the rules (R1-R17, V1, H1, H2) that code and notebooks cite"))
    _add_language_option(rules)
    rules.set_defaults(run=_rules_command)
    return parser


def _add_language_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--language", choices=list(LANGUAGES), default=None,
                        help=_("the language ttlearn speaks: en, sv, hr or th (default: the environment's LANG)"))


def language_in(argv: Sequence[str]) -> str | None:
    """The --language an argument list asks for, read before argparse so that argparse's
    help is already in that language; None when it names none (or one ttlearn lacks,
    which argparse then refuses with the choices).

    >>> language_in(["solve", "--language", "sv", "5H"]), language_in(["rules", "--language=th"]), language_in([])
    ('sv', 'th', None)
    """
    for k, arg in enumerate(argv):
        value = argv[k + 1] if arg == "--language" and k + 1 < len(argv) else arg.removeprefix("--language=")
        if (arg == "--language" or arg.startswith("--language=")) and value in LANGUAGES:
            return value
    return None


def _all_cards(text: str) -> bool:
    try:
        return bool(parse_cards(text))
    except ValueError:
        return False


# argparse's own words, which it looks up with its module's `_` when it says them: marked
# here for the catalog, and said in the command's language by `argparse_speaking`.
ARGPARSE_WORDS = (
    N_("usage: "), N_("positional arguments"), N_("options"), N_("show this help message and exit"),
    N_("show program's version number and exit"), N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"), N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("argument %(argument_name)s: %(message)s"), N_("expected one argument"),
    N_("expected at least one argument"), N_("invalid %(type)s value: %(value)r"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
)


@contextmanager
def argparse_speaking() -> Iterator[None]:
    """argparse's help headings and errors in the current language while the block runs:
    argparse translates them with its module's `_` and `ngettext` (gettext's, which finds no
    catalog for them), so these point to ttlearn's for the time being."""
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._, argparse.ngettext = _, ngettext  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a usage error is one line (with the help to ask for), not the usage block."""

    def error(self, message: str) -> NoReturn:
        unrecognized = _("unrecognized arguments: %s").split("%s")[0]  # as argparse said it
        if message.startswith(unrecognized) and _all_cards(message.removeprefix(unrecognized)):
            message = _('a hand is one argument: put the cards in quotes, such as "5H 6H KS 8H 9C"')
        self.exit(2, _("{prog}: error: {message} (see {prog} --help)").format(prog=self.prog, message=message) + "\n")


def _play(args: argparse.Namespace) -> int:
    from .terminal import play_in_terminal

    play_in_terminal(args.opponents, seed=args.seed, rules=_rules(args), name=args.name, save=args.save)
    return 0


def _review(args: argparse.Namespace) -> int:
    from .review import review_game

    try:
        review = review_game(args.file, args.seat)
    except OSError as err:
        raise ValueError(_("cannot read {path}: {reason}").format(path=args.file, reason=err.strerror)) from None
    print(review.text())
    return 0


def _simulate(args: argparse.Namespace) -> int:
    from .simulation import SimulationStopped, simulate

    try:
        summary = simulate(args.players, args.games, seed=args.seed, workers=args.workers, rules=_rules(args),
                           rotate=not args.fixed_seats)[1]
    except SimulationStopped as stop:
        print("\n" + _("Stopped after {done} of {total} games: partial results.").format(done=len(stop.records),
                                                                                        total=stop.total))
        if stop.summary is not None:
            print(stop.summary)
        return stop.exit_status
    print(summary)
    if summary.differences:
        print(_("(a difference below zero: the first strategy scores fewer points, which is better, R17)"))
    return 0


def _add_rule_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--aces", choices=["low", "high_or_low"], default="low", help=_("ace rule (R3, V1)"))
    parser.add_argument("--wild-penalty", type=int, default=None, help=_("points for a leftover wild (H2)"))
    parser.add_argument("--rules", default="", metavar="OPTIONS",
                        help=_('house rules, such as "jokers=2 face_cards=rank" (see ttlearn.Rules)'))
    _add_language_option(parser)


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    # The whole command, its help and errors too, argparse's own words among them, in that language.
    with using(language_in(argv)), argparse_speaking():
        parser = build_parser()
        args = parser.parse_args(argv)
        try:
            status: int = args.run(args)
        except ValueError as err:
            print(_("{prog} {command}: error: {reason}").format(prog=parser.prog, command=args.command, reason=err),
                  file=sys.stderr)
            return 2
        except KeyboardInterrupt:  # Ctrl-C: stop quietly, as a command line tool should
            print("\n" + _("Stopped."), file=sys.stderr)
            return 130
        return status


if __name__ == "__main__":
    sys.exit(main())
