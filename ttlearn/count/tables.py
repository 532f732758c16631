"""The exact tables shipped with ttlearn: where they live, reading them, and recounting
and verifying them (`python -m ttlearn.count recompute --verify`)."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Sequence
from fractions import Fraction
from functools import lru_cache
from importlib import resources
from math import comb
from pathlib import Path
from typing import Any

from ..language.plurals import plural
from ..rules import hand_size
from ..runtime.parallel import Interrupted
from .exact import brute_force_counts, count_exactly
from .symmetry import classes_to_solve

TABLES_FILE = "combinatorics.json"


def tables_path() -> Path:
    """Where the shipped tables live (package data)."""
    return Path(str(resources.files("ttlearn") / "data" / TABLES_FILE))


@lru_cache(maxsize=1)
def load_tables() -> dict:
    """The shipped tables (computed by `python -m ttlearn.count recompute`)."""
    path = tables_path()
    if not path.exists():
        return {"penalty": [], "go_out_with_upcard": []}
    return json.loads(path.read_text(encoding="utf-8"))


def from_table(kind: str, round: int, decks: int) -> dict | None:
    for row in load_tables().get(kind, []):
        if row["round"] == round and row["decks"] == decks:
            return row
    return None


def shipped(kind: str = "penalty") -> list[tuple[int, int]]:
    """(round, decks) of the exact tables shipped with ttlearn ("penalty" or "go_out_with_upcard")."""
    return [(row["round"], row["decks"]) for row in load_tables().get(kind, [])]


# --- Recompute and verify the tables -----------------------------------------------------

# What the shipped tables hold: (round, decks). On 2 cores the standard tables take about
# 1.5 minutes (round 5, 133,784,560 deals, about 40 s); the extended ones about 25 minutes
# more (round 6 about 3, round 7, 3,679,075,400 deals, about 16).
STANDARD_TABLES = {
    "penalty": [(r, 1) for r in range(1, 6)] + [(r, 2) for r in range(1, 5)],
    "go_out_with_upcard": [(r, 1) for r in range(1, 4)] + [(r, 2) for r in range(1, 4)],
}
EXTENDED_TABLES = {"penalty": [(6, 1), (7, 1), (5, 2)], "go_out_with_upcard": [(4, 1)]}
KINDS = {"penalty": ("penalty", 0), "go_out_with_upcard": ("go_out", 1)}  # kind: (measure, extra cards)
ABOUT = ("Exact counts of Three Thirteen deals (default rules: aces low, leftover wilds at face value), over "
         "all physical-card deals. 'penalty': deals by best penalty; 'go_out_with_upcard': deals of n + 1 "
         "cards (the hand and the upcard) by whether some discard leaves a complete hand (1) or not (0). "
         "Made by `python -m ttlearn.count recompute`; 'seconds' is the time it took there.")


def recompute(tables: dict[str, list[tuple[int, int]]] = STANDARD_TABLES, progress: bool = True,
              log: Callable[[str], object] = print) -> dict:
    """Count the given tables afresh (default rules), with the seconds each took."""
    data: dict = {"about": ABOUT, **{kind: [] for kind in KINDS}}
    for kind, todo in tables.items():
        measure, extra = KINDS[kind]
        for round, decks in todo:
            start = time.perf_counter()
            counts, classes = count_exactly(round, decks, None, measure, extra, progress=progress)
            seconds = time.perf_counter() - start
            data[kind].append({"round": round, "decks": decks, "cards": hand_size(round) + extra,
                               "deals": sum(counts.values()), "classes": classes, "seconds": float(f"{seconds:.3g}"),
                               "counts": {str(k): v for k, v in counts.items()}})
            share = Fraction(counts.get(0 if measure == "penalty" else 1, 0), sum(counts.values()))
            log(f"{kind}: round {round}, {plural(decks, 'deck')}: {classes} classes, {seconds:.1f} s, "
                f"{'complete' if measure == 'penalty' else 'can go out'} {share} = {float(share):.6f}")
    return data


def merged(new: dict, old: dict) -> dict:
    """The new tables, plus the old rows the new ones do not replace (sorted)."""
    data: dict[str, Any] = {"about": ABOUT}
    for kind in KINDS:
        rows = {(r["round"], r["decks"]): r for r in old.get(kind, [])}
        rows.update({(r["round"], r["decks"]): r for r in new.get(kind, [])})
        data[kind] = [rows[key] for key in sorted(rows, key=lambda k: (k[1], k[0]))]
    return data


def verify(data: dict, brute_force_limit: int = 300_000, log: Callable[[str], object] = print) -> list[str]:
    """Check tables: every count adds up to C(52·d, n), the classes are those Burnside's
    lemma predicts, tables of at most `brute_force_limit` deals agree with
    `brute_force_counts`, and all agree with the shipped tables. Returns the problems."""
    problems = []
    for kind, (measure, extra) in KINDS.items():
        for row in data.get(kind, []):
            round, decks = row["round"], row["decks"]
            name = f"{kind} round {round}, {plural(decks, 'deck')}"
            counts = {int(k): v for k, v in row["counts"].items()}
            deals = comb(52 * decks, hand_size(round) + extra)
            if sum(counts.values()) != deals:
                problems.append(f"{name}: counts do not add up to C({52 * decks}, {hand_size(round) + extra})")
            burnside = classes_to_solve(round, decks, extra)
            if row["classes"] != burnside:
                problems.append(f"{name}: {row['classes']} classes, Burnside says {burnside}")
            if deals <= brute_force_limit:
                if counts != brute_force_counts(round, decks, measure, extra):
                    problems.append(f"{name}: differs from brute force")
                else:
                    log(f"{name}: agrees with brute force over all {deals:,} deals")
            old = from_table(kind, round, decks)
            if old is not None and old["counts"] != row["counts"]:
                problems.append(f"{name}: differs from the shipped table")
    return problems


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ttlearn.count",
                                     description="Recompute and verify the exact tables shipped with ttlearn.")
    commands = parser.add_subparsers(dest="command", required=True)
    again = commands.add_parser("recompute", help="count the shipped tables afresh and write them")
    again.add_argument("--verify", action="store_true",
                       help="also check the new tables against brute force (small rounds) and the shipped tables")
    again.add_argument("--extended", action="store_true", help="also the extended tables (about 25 minutes more)")
    again.add_argument("--output", type=Path, default=None, help="where to write (default: the package data)")
    commands.add_parser("verify", help="check the shipped tables (sums, Burnside, round 1 by brute force)")
    args = parser.parse_args(argv)
    if args.command == "verify":
        problems = verify(load_tables(), brute_force_limit=25_000)
    else:
        tables = STANDARD_TABLES
        if args.extended:
            tables = {kind: STANDARD_TABLES[kind] + EXTENDED_TABLES[kind] for kind in KINDS}
        try:
            data = recompute(tables)
        except Interrupted as stop:
            print(f"\nstopped ({stop}); the shipped tables are unchanged", file=sys.stderr)
            return stop.exit_status
        problems = verify(data) if args.verify else []
        if not problems:
            output = args.output or tables_path()
            output.parent.mkdir(parents=True, exist_ok=True)
            output.write_text(json.dumps(merged(data, load_tables()), indent=1) + "\n", encoding="utf-8")
            print(f"wrote {output}")
    for problem in problems:
        print("PROBLEM:", problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
