"""How long from a click on a card picture to the finished redraw, in a real browser?

    python benchmarks/card_table_click.py [--clicks 50] [--pause 0.25]

Serves two apps with Voila on 127.0.0.1 and drives Debian's Chromium (headless, through
playwright; never `playwright install`), as tests/test_browser.py does. In the page it times
each click from the click event to the frame painted after the redraw:

- the arrange trainer: a click selects or unselects a card of the hand. The browser shows
  the toggle at once; the time to the kernel's answer (the same state, confirmed) is given too.
- the hand explorer: a click on a card of the deck picks it or puts it back; the kernel
  finds the best arrangement again and the table and the answer are redrawn.
- the play table: after a draw from the stock (not timed), a click on a card of the hand
  discards it; the kernel plays the computer's turn (greedy) and the whole table is
  redrawn: the hand, the pile, the buttons, the messages and the log (timed until the
  status line, drawn last, shows the new redraw). A round's end is continued, not timed.

`--pause` is the time between clicks (a quick learner clicks about four times a second).
Clicks less than ~50 ms after the previous answer meet Nagle's algorithm on the server's
kernel websocket (jupyter_server does not set TCP_NODELAY), which adds up to 40 ms: try
`--pause 0`. Prints the median and the slowest time against the goal (median < 50 ms,
slowest < 150 ms).
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

from speed_goals import CLICK_MEDIAN, CLICK_SLOWEST

from ttlearn.teach.chromium import CHROMIUM, CHROMIUM_ARGS  # the browser tests' one launcher's settings

ROOT = Path(__file__).resolve().parent.parent

GOAL_MEDIAN_MS, GOAL_SLOWEST_MS = round(CLICK_MEDIAN * 1000), round(CLICK_SLOWEST * 1000)

# One click, timed in the page: from the click to the frame after the card's state shows
# (`until` "pressed": its aria-pressed flips) or after the kernel's redraw ("version": the
# table's data-version changes). Returns both times when both are asked for.
CLICK = """async ([selector, pressedToo]) => {
  const card = document.querySelector(selector);
  const table = card.closest('.tt-table');
  const version = table.dataset.version, pressed = card.getAttribute('aria-pressed');
  const frame = () => new Promise(done => requestAnimationFrame(() => setTimeout(done, 0)));
  const when = test => new Promise(done => {
    if (test()) return done(performance.now());
    const watch = new MutationObserver(() => { if (test()) { watch.disconnect(); done(performance.now()); } });
    watch.observe(table, {attributes: true, subtree: true, attributeFilter: ['data-version', 'aria-pressed']});
  });
  const start = performance.now();
  card.click();
  const shown = pressedToo ? when(() => card.getAttribute('aria-pressed') !== pressed).then(async t => {
    await frame(); return performance.now() - start; }) : null;
  await when(() => table.dataset.version !== version);
  await frame();
  const confirmed = performance.now() - start;
  return [shown === null ? confirmed : await shown, confirmed];
}"""


# A discard at the play table: from the click on a card of the hand to the frame after the
# status line (set last in a redraw) shows a new data-step.
DISCARD = """async (selector) => {
  const step = () => { const s = document.querySelector('.tt-play-status'); return s && s.dataset.step; };
  const before = step();
  const frame = () => new Promise(done => requestAnimationFrame(() => setTimeout(done, 0)));
  const start = performance.now();
  document.querySelector(selector).click();
  await new Promise(done => {
    const watch = new MutationObserver(() => { if (step() !== before) { watch.disconnect(); done(); } });
    watch.observe(document.body, {childList: true, subtree: true, attributes: true});
  });
  await frame();
  return performance.now() - start;
}"""
STATUS = ".tt-play-status"
HAND = ".tt-table:has(.tt-group[data-key='pile']) .tt-group[data-key='hand'] .tt-card"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(notebook: Path) -> tuple[subprocess.Popen, str]:
    """Voila on the notebook, with this checkout's ttlearn; returns the server and its address."""
    port = free_port()
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    server = subprocess.Popen(
        [str(Path(sys.executable).parent / "voila"), str(notebook), "--no-browser", f"--port={port}",
         "--Voila.ip=127.0.0.1", "--ServerApp.port_retries=0"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=notebook.parent, env=env)
    url = f"http://127.0.0.1:{port}/"
    for _ in range(120):
        try:
            urllib.request.urlopen(url + "api", timeout=1)
            return server, url
        except urllib.error.HTTPError:
            return server, url
        except OSError:
            time.sleep(0.5)
    server.terminate()
    raise RuntimeError("voila did not start in 60 s")


def time_clicks(page, selectors: list[str], clicks: int, pause: float, pressed: bool) -> list[tuple[float, float]]:
    times = []
    for k in range(clicks):
        times.append(tuple(page.evaluate(CLICK, [selectors[k % len(selectors)], pressed])))
        time.sleep(pause)
    return times


def _wait_step(page, before: str | None) -> None:
    page.wait_for_function("b => { const s = document.querySelector('.tt-play-status'); "
                           "return s && s.dataset.step !== b; }", arg=before, timeout=30_000)


def time_discards(page, clicks: int, pause: float) -> list[float]:
    """Discard clicks at the play table: draw from the stock first (not timed), continue
    at a round's end (not timed), start a new game at the game's end."""
    times: list[float] = []
    while len(times) < clicks:
        step = page.locator(STATUS).get_attribute("data-step")
        text = page.locator(STATUS).inner_text()
        if "is over" in text or "Game over" in text:
            name = "Continue" if "is over" in text else "New game"
            page.get_by_role("button", name=name).first.click()
        elif "your turn to draw" in text:
            page.get_by_role("button", name="Draw from the stock").click()
        else:
            times.append(page.evaluate(DISCARD, f"{HAND}:first-child"))
            time.sleep(pause)
            continue
        _wait_step(page, step)
        time.sleep(pause)  # as between timed clicks: a quick learner, not a click on the heels of an answer
    return times


def report(name: str, times: list[float]) -> bool:
    median, slowest = statistics.median(times), max(times)
    met = median < GOAL_MEDIAN_MS and slowest < GOAL_SLOWEST_MS
    print(f"{name}: median {median:.1f} ms, slowest {slowest:.1f} ms over {len(times)} clicks "
          f"(goal: median < {GOAL_MEDIAN_MS} ms, slowest < {GOAL_SLOWEST_MS} ms: {'met' if met else 'missed'})")
    return met


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=50)
    parser.add_argument("--pause", type=float, default=0.25, help="seconds between clicks")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    servers = []
    try:
        trainers, trainers_url = serve(ROOT / "apps" / "trainers.ipynb")
        servers.append(trainers)
        app, app_url = serve(ROOT / "apps" / "three_thirteen.ipynb")
        servers.append(app)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1200, "height": 1600})

            page.goto(trainers_url, timeout=120_000)
            hand = ".tt-table:has(.tt-group[data-key='new']) .tt-group[data-key='hand'] .tt-card"
            page.locator(hand).first.wait_for(timeout=120_000)
            cards = [f"{hand}[data-id='{page.locator(hand).nth(k).get_attribute('data-id')}']" for k in range(2)]
            times = time_clicks(page, cards, args.clicks, args.pause, pressed=True)
            print(f"Chromium {browser.version}, a click every {args.pause:g} s")
            ok = report("arrange trainer, select a card: shown", [shown for shown, _ in times])
            ok &= report("arrange trainer, select a card: confirmed by the kernel", [done for _, done in times])

            page.goto(app_url, timeout=120_000)
            deck = ".tt-table:has(.tt-group[data-key='picked']) .tt-group[data-key='{}'] .tt-card[data-id='{}']"
            page.locator(deck.format("C", 50)).wait_for(timeout=120_000)
            cards = [deck.format("C", 50), deck.format("D", 32)]  # Q♣ and 7♦ (card_picker.deck_id): picked, put back
            times = time_clicks(page, cards, args.clicks, args.pause, pressed=False)
            ok &= report("hand explorer, pick a card of the deck (solve and redraw)", [done for _, done in times])

            page.locator(STATUS).wait_for(timeout=120_000)
            discards = time_discards(page, args.clicks, args.pause)
            ok &= report("play table, discard by a click (the computer's turn, whole redraw)", discards)
            browser.close()
    finally:
        for server in servers:
            server.terminate()
            server.wait(timeout=20)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
