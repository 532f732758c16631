"""What checks ttlearn from outside, shared by the tests, the benchmarks and a class that
wants to see for itself; nothing else in ttlearn imports it.

- `brute_force`: the lowest penalty by trying every way to split a hand, written from the
  rule text alone: the yardstick the solver is tested and timed against.

(The browser the tests drive is launched by `ttlearn.teach.chromium`, which the library
uses too.)
"""
