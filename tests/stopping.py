"""Stopping a child process by a signal, in the tests of Ctrl-C and SIGTERM: what the child
printed is read as it comes (never a sleep that guesses how long it takes to get there), and
the stop is bounded only at ten times its goal (benchmarks/speed_goals.py), so a busy machine
cannot fail the test; a child that does not stop is killed, and the test fails saying so."""

from __future__ import annotations

import os
import selectors
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from benchmarks.speed_goals import STOP_ON_SIGNAL, hang_bound

STARTED = 120.0  # seconds a child may take to reach a point the test waits for: a hang bound too


class OutputReader:
    """What a child writes to one of its pipes, collected as it comes (the pipe is read
    without blocking; the child's own buffering decides when it comes)."""

    def __init__(self, pipe) -> None:
        self.fd = pipe.fileno()
        os.set_blocking(self.fd, False)
        self.selector = selectors.DefaultSelector()
        self.selector.register(self.fd, selectors.EVENT_READ)
        self.text = ""

    def read_for(self, seconds: float) -> bool:
        """Read what arrives within `seconds`; False once the pipe is closed."""
        for _ in self.selector.select(timeout=seconds):
            chunk = os.read(self.fd, 65536)
            if not chunk:
                return False
            self.text += chunk.decode("utf-8", errors="replace")
        return True

    def read_rest(self) -> None:
        """Read until the child closes the pipe (it has exited and so have its children)."""
        deadline = time.monotonic() + STARTED
        while self.read_for(max(0.0, deadline - time.monotonic())) and time.monotonic() < deadline:
            pass

    def wait_until(self, seen: Callable[[str], bool], what: str, seconds: float = STARTED) -> None:
        """Read until `seen(self.text)`; fail, saying `what` was awaited, after `seconds`."""
        deadline = time.monotonic() + seconds
        while not seen(self.text):
            left = deadline - time.monotonic()
            closed = left <= 0 or not self.read_for(min(left, 0.5))
            if closed and not seen(self.text):
                pytest.fail(f"waited {seconds:g} s for {what}; the child wrote: {self.text[-500:]!r}")


def wait_until_reading_input(child: subprocess.Popen) -> None:
    """Wait until `child` sleeps in a read of its input pipe (Linux: /proc). A signal sent
    before that, while it is between writing its prompt and reading, would only be handled
    at its next system call, which may never come."""
    deadline = time.monotonic() + STARTED
    while time.monotonic() < deadline:
        state = Path(f"/proc/{child.pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        if state == "S" and "pipe" in Path(f"/proc/{child.pid}/wchan").read_text():
            return
        time.sleep(0.01)
    pytest.fail(f"waited {STARTED:g} s for the child to read its input")


def stop_with(child: subprocess.Popen, signum: int) -> float:
    """Send `signum` to `child` and wait for it to exit: the seconds that took. Past the hang
    bound the child is killed and the test fails."""
    sent = time.monotonic()
    child.send_signal(signum)
    try:
        child.wait(timeout=hang_bound(STOP_ON_SIGNAL))
    except subprocess.TimeoutExpired:
        state = _signal_state(child.pid)
        child.kill()
        child.wait()
        pytest.fail(f"still running {hang_bound(STOP_ON_SIGNAL):g} s after signal {signum} "
                    f"(the goal: {STOP_ON_SIGNAL:g} s, benchmarks/responsiveness.py); {state}")
    return time.monotonic() - sent


def _signal_state(pid: int) -> str:
    """What the kernel says of a process's signals (pending, blocked, ignored, caught) and
    where it waits: for the message of a child that did not stop."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
        wchan = Path(f"/proc/{pid}/wchan").read_text()
    except OSError:
        return "its state is gone"
    fields = [line for line in status.splitlines() if line.startswith(("State", "SigPnd", "ShdPnd", "SigBlk",
                                                                         "SigIgn", "SigCgt", "Threads"))]
    return "; ".join(fields) + f"; waiting in {wchan or '-'}"
