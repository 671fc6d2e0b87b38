"""The match (docs/RULES.md §2.11) and terminal play."""

import io

import pytest

from game.console.terminal import play_match
from game.play.match import Match


def play_out(m: Match) -> Match:
    while not m.is_over:
        if m.state.outcome is not None:
            m.next_deal()
        m.apply(m.state.legal_actions()[0])
    return m


def test_match_reproducible_from_its_seed():
    a, b = play_out(Match.new(21)), play_out(Match.new(21))
    assert a.scores == b.scores and [h.to_dict() for h in a.history] == \
        [h.to_dict() for h in b.history]


def test_match_save_and_restore_mid_deal():
    m = Match.new(4)
    for _ in range(5):
        m.apply(m.state.legal_actions()[0])
    again = Match.from_dict(m.to_dict())
    assert again.state == m.state and again.scores == m.scores


@pytest.mark.parametrize("bad", [None, [], {"seed": 1}, {"seed": 1, "position": {"x": 1},
                                                          "scores": [0, 0], "deal_number": 1}])
def test_damaged_saved_match_is_refused(bad):
    with pytest.raises(ValueError):
        Match.from_dict(bad)


def test_next_deal_only_after_the_deal_ends():
    m = Match.new(4)
    with pytest.raises(ValueError, match="not over"):
        m.next_deal()


def test_simple_preset_has_no_match():
    m = Match.new(4, "simple")
    while m.state.outcome is None:
        m.apply(m.state.legal_actions()[0])
    assert m.scores == [0, 0] and not m.is_over


def test_terminal_answers_bad_input_with_what_is_legal():
    answers = iter(["banana", "KS", "q"])
    out = io.StringIO()
    play_match("sharp", 7, "traditional", lambda prompt: next(answers), out)
    text = out.getvalue()
    assert "Not allowed: 'banana' is neither a card" in text
    assert "Legal now:" in text and "Traceback" not in text


def test_terminal_plays_a_whole_match_to_the_end():
    out = io.StringIO()

    def first_legal(prompt: str) -> str:
        if "Your move" in prompt:
            return prompt.split("(")[1].rstrip("): ").split()[0]
        return ""

    m = play_match("normal", 3, "traditional", first_legal, out)
    ending = "You win the match!" if m.winner == 0 else "The computer wins the match."
    assert m.is_over and ending in out.getvalue()


def test_terminal_plays_a_whole_three_player_match_to_the_end():
    out = io.StringIO()
    prompts: list[str] = []

    def first_legal(prompt: str) -> str:
        prompts.append(prompt)
        if "Your move" in prompt:
            return prompt.split("(")[1].rstrip("): ").split()[0]
        return ""

    m = play_match("sharp", 5, "three", first_legal, out)
    text = out.getvalue()
    assert m.is_over and m.rules.players == 3 and max(m.scores) >= 7
    assert "two computer players" in text and "Cards held: West" in text
    assert "wins the match" in text or "win the match" in text
    assert text.count("over:") == m.deal_number  # every deal's result was said
    assert "takes the trick" in text and "Traceback" not in text
    # every prompt offered only legal cards, so no answer was refused
    assert "Not allowed" not in text and len(prompts) > 8
