"""The Puzzles room and the game of the day, for every game that has them: the screens over
`finspan.puzzles` (see docs/PUZZLES.md). Game-neutral: a game is reached only through its
registration (its table through its `GameFront`)."""
