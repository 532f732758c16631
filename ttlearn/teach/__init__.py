"""Teaching material around the library: exercises checked with feedback that never gives
the answer away (`exercises`), the solver's search space listed for a class
(`search_space`), and the student and teacher editions of the notebooks (`editions`)."""
