"""Teaching material around the library: the exercises of every notebook, checked with
feedback that never gives the answer away (`exercises`, the checker; the exercises written by
subject in `rules_exercises`, `play_exercises` and `counting_exercises`, built from the kinds
in `exercise_kinds` and `hand_exercise_kinds`; answers read with `answers`, the verdict a
`feedback` sentence); the learner's, student's and teacher's editions of the notebooks and
their conventions (`editions`); the glossary (`glossary`); the solver's search space listed
for a class (`search_space`); a learner's arrangement against the best, in words
(`compare`); the same hands under several rule sets, side by side (`side_by_side`); the
pictures saved in the notebooks also as PNG, which a notebook JupyterLab does not trust yet
shows (`saved_pictures`, drawn by the headless browser of `chromium`); and each notebook's
exercises as a printable worksheet, with its answer key (`worksheets`, on the page of
`worksheet_page`)."""
