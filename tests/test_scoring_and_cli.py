import json
import subprocess
import sys

import pytest

from ttlearn import Scoreboard, score_hand
from ttlearn.cli import main


def test_score_breakdown():  # R16, H2
    score = score_hand("5H 6H 7H QS 2C KS", 11)
    assert score.penalty == 12  # the spare wild K♠ joins the run; Q♠ and 2♣ are left over
    score = score_hand("5H 6H 7H QS 2C", 11)
    assert score.penalty == 12 and [p for _, p in score.items] == [2, 10]
    assert "left over: 2♣ 2 + Q♠ 10 = 12 points" in score.explain()
    assert score_hand("QS 2C 9D", 11, went_out=True).penalty == 0


def test_scoreboard_totals_and_shared_wins():  # R17
    board = Scoreboard(("Ana", "Ben", "Cy"))
    board = board.add_round([0, 10, 10]).add_round({"Ana": 20, "Ben": 10, "Cy": 10})
    assert board.totals == {"Ana": 20, "Ben": 20, "Cy": 20}
    assert board.winners == ("Ana", "Ben", "Cy")
    assert board.running_totals[0] == {"Ana": 0, "Ben": 10, "Cy": 10}
    assert "total" in board.table()


def test_scoreboard_refuses_bad_rounds():
    board = Scoreboard(("Ana", "Ben"))
    with pytest.raises(ValueError, match="needs 2 scores"):
        board.add_round([1])
    with pytest.raises(ValueError, match="a score for each"):
        board.add_round({"Ana": 1, "Zed": 2})
    with pytest.raises(ValueError, match=">= 0"):
        board.add_round([1, -2])
    for _ in range(11):
        board = board.add_round([0, 0])
    with pytest.raises(ValueError, match="eleven rounds"):
        board.add_round([0, 0])


def test_cli_solve(capsys):
    assert main(["solve", "--round", "11", "5H 6H KS 8H 9C 9D KH"]) == 0
    out = capsys.readouterr().out
    assert "kings wild" in out and "penalty: 0" in out


def test_cli_json(capsys):
    assert main(["solve", "--round", "11", "--json", "5H 6H KS 8H 2C"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["penalty"] == 2 and data["melds"][0]["kind"] == "run"


def test_cli_errors_exit_2():
    for args in (["solve", "--round", "11", "5H 6X"], ["solve", "--round", "12", "5H"], ["solve", "5H"]):
        result = subprocess.run([sys.executable, "-m", "ttlearn", *args], capture_output=True, text=True)
        assert result.returncode == 2
        assert len(result.stderr.strip().splitlines()) == 1 or "usage" in result.stderr
