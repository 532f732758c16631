"""Ports for the servers the browser tests start on 127.0.0.1 (Voila, JupyterLab).

A port found free and handed to a server that binds it a moment later can be taken in
between, when two test processes (pytest-xdist's workers) start servers at once, or by a
kernel's sockets, which come from the system's ephemeral ports (32768 and up on Linux). So
each worker takes its servers' ports from a block of its own below that range, in turn,
skipping any that is in use.
"""

from __future__ import annotations

import itertools
import os
import socket

FIRST_PORT = 20000
BLOCK = 500  # ports a worker may use: far more servers than one run of the suite starts

_turn = itertools.count()


def worker_number() -> int:
    """0 for pytest-xdist's first worker ("gw0") or a run without workers, 1 for "gw1", ..."""
    return int(os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw") or 0)


def free_port() -> int:
    """A port of this worker's block that nothing is bound to now, the next in turn."""
    first = FIRST_PORT + BLOCK * worker_number()
    for _ in range(BLOCK):
        port = first + next(_turn) % BLOCK
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
        return port
    raise RuntimeError(f"no free port from {first} to {first + BLOCK - 1}")
