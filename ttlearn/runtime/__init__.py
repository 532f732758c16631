"""What changes with where ttlearn runs, none of it about the game itself:

- `parallel`: long work as many tasks, on all cores, or one after another where there are
  no processes (Pyodide) or one worker is asked for; stopped cleanly by Ctrl-C;
- `progress`: a progress bar for that work, a notebook's or a terminal's (tqdm, if
  installed; none, silently, without it);
- `pyodide_imports`: under Pyodide (JupyterLite), matplotlib fetched on its first import.

The simulations, the exact counts and the reviews run through them.
"""
