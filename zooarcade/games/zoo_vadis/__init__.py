"""Zoo Vadis (3-7 players): not built yet.

Only the board template exists so far (:mod:`zooarcade.games.zoo_vadis.board_data`,
drawn by :mod:`zooarcade.ui.graph_board`); the rules, the AI and the table come in a
later issue.  The registry keeps ``module=None`` for this game until then.
"""
