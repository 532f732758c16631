"""The practice tools' logic in plain Python: the play table, the trainers, the explorers
and the card tables they lay out, each a model that tests drive headlessly.

Logic here, pixels in `ttlearn.widgets`: nothing in this package imports a UI package
(ipywidgets, anywidget, traitlets, IPython), not even inside a function (a test says so).
A model says what the learner may do and what happened; its view in `ttlearn.widgets`
draws it and turns clicks into calls on the model.
"""
