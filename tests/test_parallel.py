"""Long work stops cleanly: Ctrl-C or SIGTERM ends `run_all` within a second, keeps what
finished, and leaves no worker process behind."""

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from stopping import OutputReader, stop_with
from ttlearn.runtime.parallel import Interrupted, run_all

SCRIPT = textwrap.dedent("""
    import os, sys, time
    from pathlib import Path
    from ttlearn.runtime.parallel import Interrupted, run_all

    def slow(k):
        Path(sys.argv[1], str(os.getpid())).touch()  # say which process runs it
        time.sleep(0 if k < 2 else 60)
        return k * k

    if __name__ == "__main__":
        print("started", flush=True)
        try:
            run_all(slow, range(8), workers=2, on_done=lambda k, _: print("done", k, flush=True))
        except Interrupted as stop:
            print(f"finished {sorted(stop.done)} of {stop.total}", flush=True)
            sys.exit(stop.exit_status)
""")


def test_results_come_back_in_task_order_on_processes_and_here():
    tasks = list(range(-20, 20))
    assert run_all(abs, tasks, workers=2) == run_all(abs, tasks, workers=1) == [abs(t) for t in tasks]


def test_bad_worker_counts_are_refused():
    for workers in (0, -1, 1.5, True):
        with pytest.raises(ValueError, match="workers"):
            run_all(abs, [1, 2], workers=workers)


@pytest.mark.parametrize("signum, status", [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_a_signal_stops_the_pool_at_once_and_keeps_what_finished(tmp_path, signum, status):
    script = tmp_path / "work.py"
    script.write_text(SCRIPT)
    pids = tmp_path / "pids"
    pids.mkdir()
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[1])}
    child = subprocess.Popen([sys.executable, str(script), str(pids)], stdout=subprocess.PIPE, env=env)
    said = OutputReader(child.stdout)
    # Tasks 0 and 1 are done (and counted here), and both workers have started: what they run now is slow.
    said.wait_until(lambda text: {"done 0", "done 1"} <= set(text.splitlines()) and len(list(pids.iterdir())) == 2,
                    "tasks 0 and 1 done and both workers at work")
    stop_with(child, signum)
    said.read_rest()
    assert child.returncode == status
    assert "finished [0, 1] of 8" in said.text
    for pid in (int(p.name) for p in pids.iterdir()):
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)  # the worker is gone


def test_an_interrupt_in_this_process_keeps_the_finished_results():
    calls = []

    def stop_at_three(k):
        if k == 3:
            raise KeyboardInterrupt
        calls.append(k)
        return k

    with pytest.raises(Interrupted) as err:
        run_all(stop_at_three, range(6), workers=1)
    assert err.value.done == {0: 0, 1: 1, 2: 2} and err.value.total == 6 and err.value.exit_status == 130
