"""ZOP ZOO results screen words (play test 10): the target score is said once, and the reason names the winner."""

from __future__ import annotations


def test_the_results_say_the_target_once_and_name_the_winner(make_app):
    from zooarcade.gallery import demo_session
    from zooarcade.scenes.results import ResultsScene

    session = demo_session("zop_zoo", seed=11, finish=True)
    state = session.state
    assert state.end == "target" and len(state.winners()) == 1
    app = make_app()
    results = ResultsScene(app, session)
    winner = results.names[state.winners()[0]]
    target = str(state.target)
    assert results.options_line == f"Target score: {target} points"
    assert results.reason == f"Game over: {winner} reached the target with the highest total."
    assert f"{results.reason} {results.options_line}".count(target) == 1
