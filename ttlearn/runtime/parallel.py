"""Running many independent tasks on all cores, and stopping cleanly.

Simulations and exact counts are many small tasks. `run_all` runs them on a process pool
(or any `concurrent.futures.Executor`, or in this process), and returns the results in
task order. Long work must stop when asked:

- Ctrl-C (KeyboardInterrupt, also a kernel interrupt in Jupyter) stops at once: queued
  tasks are cancelled, the worker processes are terminated (they ignore Ctrl-C
  themselves, so only this process decides), and `Interrupted` carries the results
  finished so far, so nothing done is lost;
- SIGTERM does the same, so no worker process is left behind;
- where there are no processes (Pyodide in JupyterLite: `sys.platform == "emscripten"`)
  or one worker is asked for, the tasks run here, one after another.

>>> run_all(abs, [-2, 3, -4], workers=1)
[2, 3, 4]
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Generic, TypeVar

if TYPE_CHECKING:
    from concurrent.futures import Executor

MOST_WORKERS = 256  # processes; more is a typing mistake
T = TypeVar("T")
R = TypeVar("R")


class Interrupted(KeyboardInterrupt, Generic[R]):
    """The work was stopped (Ctrl-C or SIGTERM) before every task finished. `done` maps the
    index of each finished task to its result; `total` is how many tasks there were;
    `signum` is the signal that stopped it (SIGINT for Ctrl-C)."""

    def __init__(self, done: dict[int, R], total: int, signum: int = signal.SIGINT):
        super().__init__(f"stopped after {len(done)} of {total} tasks")
        self.done, self.total, self.signum = done, total, signum

    @property
    def exit_status(self) -> int:
        """What a command line tool exits with: 128 + the signal (130 for Ctrl-C)."""
        return 128 + self.signum


class _Terminated(KeyboardInterrupt):
    """SIGTERM, raised like Ctrl-C so that the same clean-up runs."""


def processes_available() -> bool:
    """False where Python cannot start processes (Pyodide, in a browser)."""
    return sys.platform not in ("emscripten", "wasi")


def default_workers() -> int:
    """All the cores of this machine (1 where there are no processes)."""
    return (os.cpu_count() or 1) if processes_available() else 1


def check_workers(workers: int | None) -> int:
    """The number of processes to use: all cores for None, else a whole number >= 1."""
    if workers is None:
        return default_workers()
    if type(workers) is not int or not 1 <= workers <= MOST_WORKERS:
        raise ValueError(f"bad number of workers {workers!r}: a whole number from 1 to {MOST_WORKERS}")
    return workers


def run_all(function: Callable[[T], R], tasks: Sequence[T], *, workers: int | None = None,
            executor: Executor | None = None, on_done: Callable[[int, R], object] | None = None) -> list[R]:
    """`[function(task) for task in tasks]`, on `workers` processes (default: all cores) or
    on `executor`. `on_done(index, result)` is called as each task finishes (for a progress
    bar). Ctrl-C or SIGTERM raises `Interrupted` with the finished results."""
    tasks = list(tasks)
    done: dict[int, R] = {}

    def record(index: int, result: R) -> None:
        done[index] = result
        if on_done is not None:
            on_done(index, result)

    workers = check_workers(workers)
    try:
        with _sigterm_as_interrupt():
            if executor is not None:
                _on_executor(executor, function, tasks, record)
            elif workers == 1 or len(tasks) <= 1 or not processes_available():
                for index, task in enumerate(tasks):
                    record(index, function(task))
            else:
                _on_pool(min(workers, len(tasks)), function, tasks, record)
    except KeyboardInterrupt as stop:
        signum = signal.SIGTERM if isinstance(stop, _Terminated) else signal.SIGINT
        raise Interrupted(dict(done), len(tasks), signum) from None
    return [done[index] for index in range(len(tasks))]


def _on_pool(workers: int, function: Callable[[T], R], tasks: list[T],
             record: Callable[[int, R], None]) -> None:
    # multiprocessing.Pool rather than ProcessPoolExecutor: it can terminate its workers at
    # once, where the executor would let each one finish its current task (minutes).
    import multiprocessing  # here, not at the top: Pyodide has no processes, and importing it there is slow

    pool = multiprocessing.Pool(workers, initializer=_ignore_interrupts)
    try:
        for index, result in pool.imap_unordered(_Call(function), enumerate(tasks)):
            record(index, result)
    except BaseException:
        pool.terminate()
        pool.join()
        raise
    pool.close()
    pool.join()


def _on_executor(executor: Executor, function: Callable[[T], R], tasks: list[T],
                 record: Callable[[int, R], None]) -> None:
    from concurrent.futures import as_completed

    futures = {executor.submit(function, task): index for index, task in enumerate(tasks)}
    try:
        for future in as_completed(futures):
            record(futures[future], future.result())
    except BaseException:
        for future in futures:
            future.cancel()  # queued tasks never start; running ones are the executor's to stop
        raise


class _Call(Generic[T, R]):
    """`function` on an (index, task) pair, keeping the index: picklable, unlike a lambda."""

    def __init__(self, function: Callable[[T], R]):
        self.function = function

    def __call__(self, item: tuple[int, T]) -> tuple[int, R]:
        index, task = item
        return index, self.function(task)


def _ignore_interrupts() -> None:
    """In a worker: Ctrl-C reaches the whole process group, but only the parent decides;
    SIGTERM (which the parent sends to terminate it) ends the worker quietly."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


@contextmanager
def _sigterm_as_interrupt() -> Iterator[None]:
    """While the work runs, SIGTERM stops it like Ctrl-C, so the workers are terminated."""
    if threading.current_thread() is not threading.main_thread():
        yield  # signal handlers can only be set in the main thread
        return

    def stop(signum: int, frame: Any) -> None:
        raise _Terminated

    previous = signal.signal(signal.SIGTERM, stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)
