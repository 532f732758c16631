"""Hints and the computer players' reasons lead with a plain reason, in every language:
which melds a card makes or nearly makes, what it scores, what the pile's top card joins.
The numbers behind it (an expectation over the cards not seen, the share of sampled hands)
come apart, in `Decision.why`, for a learner who asks "why?"."""

import re

import pytest

from ttlearn.language import LANGUAGES, using
from ttlearn.players import Decision
from ttlearn.players.advice import advice
from ttlearn.simulation import play_game

# Words of an expectation, of an average and of sampling, as each language says them in the
# numbers (test_the_numbers_use_these_words shows each list is the one its language uses).
NUMBER_WORDS = {
    "en": ["expected", "average", "sampled"],
    "sv": ["väntad", "väntas", "snitt", "slumpade"],
    "hr": ["očekivan", "očekuje", "prosjek", "uzorkovan"],
    "th": ["คาด", "เฉลี่ย", "สุ่มตัวอย่าง"],
}
TABLES = [(("expert", "lookahead", "greedy", "beginner"), 4), (("random", "expert"), 5)]


def first_sentence(text: str) -> str:
    """The text up to its first full stop (a decimal point is no full stop)."""
    return re.split(r"\.(?!\d)", text, maxsplit=1)[0]


def decisions(language: str) -> list[Decision]:
    """Every decision of a few whole games, told in `language`."""
    said: list[Decision] = []
    with using(language):
        for players, seed in TABLES:
            play_game(list(players), seed, on_decision=lambda _game, _seat, decision: said.append(decision))
    return said


@pytest.fixture(scope="module", params=sorted(NUMBER_WORDS))
def told(request):
    return request.param, decisions(request.param)


def test_the_languages_are_all_here():
    assert set(NUMBER_WORDS) == {"en", *LANGUAGES} - {None}


def test_every_reason_and_hint_leads_in_plain_words(told):
    language, said = told
    words = NUMBER_WORDS[language]
    with using(language):
        for decision in said:
            for text in (decision.reason, decision.hint, advice(decision)):
                lead = first_sentence(text).lower()
                found = [w for w in words if w in lead]
                assert not found, f"{language}: {found} before the first full stop of {text!r}"


def test_the_numbers_use_these_words(told):
    """The numbers are still there for whoever asks, and speak of expectations and samples
    in the words above: so the test above looks for the right words."""
    language, said = told
    numbers = " ".join(d.why.yours + d.why.mine for d in said).lower()
    assert numbers, "no decision gave its numbers"
    for word in NUMBER_WORDS[language]:
        if word in numbers:
            break
    else:
        pytest.fail(f"{language}: none of {NUMBER_WORDS[language]} in the numbers")


def test_the_lookahead_and_the_expert_give_their_numbers(told):
    _language, said = told
    assert sum(bool(d.why.yours) for d in said) > len(said) / 10


def test_a_taken_card_says_what_it_joins():
    """Greedy takes the pile's top when it lowers its penalty, and says which meld it goes into."""
    from ttlearn.engine.game import Game
    from ttlearn.players import GreedyPlayer

    game = Game.from_position(["4H 5H 9C", "KD KS 2C"], pile="6H", seed=0)  # round 1: threes wild
    decision = GreedyPlayer().choose_draw(game.view(0))
    assert decision.hint.startswith("Take the 6♥: it goes into run 4♥–6♥")
