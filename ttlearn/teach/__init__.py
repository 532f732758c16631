"""Teaching material around the library: the exercises of every notebook, checked with
feedback that never gives the answer away (`exercises`, built from the kinds in
`exercise_kinds`, reading answers with `answers`, judging in a `feedback` sentence); the learner's, student's
and teacher's editions of the notebooks and their conventions (`editions`); the glossary
(`glossary`); the solver's search space listed for a class (`search_space`); a learner's
arrangement against the best, in words (`compare`); the same hands under several rule
sets, side by side (`side_by_side`); the pictures saved in the notebooks also as PNG,
which a notebook JupyterLab does not trust yet shows (`saved_pictures`); and each notebook's
exercises as a printable worksheet, with its answer key (`worksheets`, on the page of
`worksheet_page`)."""
