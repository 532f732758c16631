"""The command line: `python -m ttlearn solve --round 11 "5H 6H KS 8H 9C 9D KH"`, and
`python -m ttlearn rules` for the rules the numbers in the docs cite (R1-R17, V1, H1, H2).

Bad input prints a one-line error and exits with status 2, never a traceback; Ctrl-C
stops any command cleanly (status 130), `simulate` printing the games finished so far.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from importlib import resources
from typing import NoReturn

from .cards import parse_cards
from .melds import Arrangement
from .rules import Rules, hand_size, rules_from_text, wild_name
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
    cards = parse_cards(args.cards)
    if not cards:
        raise ValueError('no cards: give the hand in quotes, such as "5H 6H KS 8H 9C 9D KH"')
    arrangement = best_arrangement(cards, args.round, _rules(args))
    if args.json:
        print(json.dumps(arrangement_json(arrangement), ensure_ascii=False, indent=2))
    else:
        print(f"Round {args.round}: {hand_size(args.round)} cards dealt, {wild_name(args.round)} wild")
        print(arrangement.explain())
        print(f"penalty: {arrangement.penalty}")
    return 0


def rules_text() -> str:
    """The rules, numbered as code, tests and notebooks cite them: RULES.md, shipped in the package."""
    return resources.files("ttlearn").joinpath("RULES.md").read_text(encoding="utf-8")


def _rules_command(args: argparse.Namespace) -> int:
    print(rules_text(), end="")
    return 0


def build_parser() -> argparse.ArgumentParser:
    from . import __version__

    parser = OneLineParser(prog="python -m ttlearn", description="Three Thirteen: rules, solver and games.")
    parser.add_argument("--version", action="version", version=f"ttlearn {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)

    solve = commands.add_parser("solve", help="the best arrangement of a hand and its penalty")
    solve.add_argument("cards", help='cards such as "5H 6H KS 8H 9C 9D KH"')
    solve.add_argument("--round", type=int, required=True, help="round 1..11 (R4)")
    solve.add_argument("--json", action="store_true", help="print JSON")
    _add_rule_options(solve)
    solve.set_defaults(run=_solve)

    play = commands.add_parser("play", help="play a game in the terminal against computer players")
    play.add_argument("opponents", nargs="*", default=["greedy", "greedy"],
                      help="computer players: random, greedy, lookahead, expert, or a level: beginner, "
                           "easy, medium, hard (default: greedy greedy)")
    play.add_argument("--seed", type=int, default=None, help="fix the deal, to replay a game")
    play.add_argument("--name", default="You")
    _add_rule_options(play)
    play.set_defaults(run=_play)

    simulate = commands.add_parser("simulate", help="computer players play many games; mean totals and wins")
    simulate.add_argument("players", nargs="+", help="a player for each seat: a strategy (random, greedy, "
                          "lookahead, expert) or a level (beginner, easy, medium, hard)")
    simulate.add_argument("--games", type=int, default=100, help="games in all, rounded up to whole deals")
    simulate.add_argument("--seed", type=int, default=0)
    simulate.add_argument("--workers", type=int, default=None, help="processes (default: all cores)")
    simulate.add_argument("--fixed-seats", action="store_true",
                          help="play each deal once, players in the seats given (default: every deal "
                               "once per seating, the players rotated round the table)")
    _add_rule_options(simulate)
    simulate.set_defaults(run=_simulate)

    rules = commands.add_parser("rules", help="print the rules (R1-R17, V1, H1, H2) that code and notebooks cite")
    rules.set_defaults(run=_rules_command)
    return parser


def _all_cards(text: str) -> bool:
    try:
        return bool(parse_cards(text))
    except ValueError:
        return False


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a usage error is one line (with the help to ask for), not the usage block."""

    def error(self, message: str) -> NoReturn:
        if message.startswith("unrecognized arguments:") and _all_cards(message.split(":", 1)[1]):
            message = 'a hand is one argument: put the cards in quotes, such as "5H 6H KS 8H 9C"'
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def _play(args: argparse.Namespace) -> int:
    from .terminal import play_in_terminal

    play_in_terminal(args.opponents, seed=args.seed, rules=_rules(args), name=args.name)
    return 0


def _simulate(args: argparse.Namespace) -> int:
    from .simulation import SimulationStopped, simulate

    try:
        _, summary = simulate(args.players, args.games, seed=args.seed, workers=args.workers, rules=_rules(args),
                              rotate=not args.fixed_seats)
    except SimulationStopped as stop:
        print(f"\nStopped after {len(stop.records)} of {stop.total} games: partial results.")
        if stop.summary is not None:
            print(stop.summary)
        return stop.exit_status
    print(summary)
    if summary.differences:
        print("(a difference below zero: the first strategy scores fewer points, which is better, R17)")
    return 0


def _add_rule_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--aces", choices=["low", "high_or_low"], default="low", help="ace rule (R3, V1)")
    parser.add_argument("--wild-penalty", type=int, default=None, help="points for a leftover wild (H2)")
    parser.add_argument("--rules", default="", metavar="OPTIONS",
                        help='house rules, such as "jokers=2 face_cards=rank" (see ttlearn.Rules)')


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        status: int = args.run(args)
    except ValueError as err:
        print(f"{parser.prog} {args.command}: error: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # Ctrl-C: stop quietly, as a command line tool should
        print("\nStopped.", file=sys.stderr)
        return 130
    return status


if __name__ == "__main__":
    sys.exit(main())
