"""Small pieces the rest of ttlearn shares, none about the game itself:

- `progress`: a progress bar for long work (tqdm, if installed);
- `parallel`: tasks on all cores, stopped cleanly by Ctrl-C;
- `stats`: the 95% intervals (a mean's, a proportion's);
- `pyodide_imports`: under Pyodide (JupyterLite), matplotlib fetched on its first import;
- `chromium`: Debian's Chromium, headless, driven by playwright (imported only when it
  starts): the browser tests' one launcher, the click benchmark's, and the one that draws
  the notebooks' saved pictures as PNG.
"""
