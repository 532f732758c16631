"""A hypothesis state machine plays games of Three Thirteen with random legal and illegal
actions from random seats, and after every step checks what must always hold:

- every card of the decks is somewhere, exactly once per copy (R2): hands, stock, pile;
- hand sizes: round + 2 cards (R4), one more for the player who has drawn (R9);
- it is one seat's turn, and only that seat may act (R8);
- a refused action raises IllegalMove and changes nothing at all.
"""

from collections import Counter

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from ttlearn import Action, Card, Game, IllegalMove, hand_size
from ttlearn.cards import deck

ANY_CARD = st.builds(Card, st.integers(1, 13), st.sampled_from("SHDC"))
ANY_ACTION = st.one_of(
    st.just(Action("draw stock")), st.just(Action("draw discard")),
    st.builds(Action, st.sampled_from(["discard", "go out"]), ANY_CARD),
)


class GameMachine(RuleBasedStateMachine):
    game: Game

    @initialize(players=st.integers(2, 5), seed=st.integers(0, 2**31))
    def deal(self, players: int, seed: int) -> None:
        self.game = Game(players, seed)
        self.refused = self.played = 0

    @rule(data=st.data())
    def legal_action(self, data: st.DataObject) -> None:
        game = self.game
        if game.phase == "over":
            return
        action = data.draw(st.sampled_from(game.legal_actions()))
        # Going out when possible ends rounds quickly, so the machine sees many rounds.
        outs = [a for a in game.legal_actions() if a.kind == "go out"]
        game.play(game.turn, outs[0] if outs and data.draw(st.booleans()) else action)
        self.played += 1

    @rule(seat=st.integers(-1, 6), action=ANY_ACTION)
    def any_action(self, seat: int, action: Action) -> None:
        game = self.game
        before = game.snapshot()
        legal = 0 <= seat < game.players and game.why_illegal(seat, action) is None
        try:
            game.play(seat, action)
        except IllegalMove:
            assert not legal
            assert game.snapshot() == before, f"refused {action} by seat {seat} changed the game"
            self.refused += 1
        else:
            assert legal

    @invariant()
    def cards_are_conserved(self) -> None:
        game = self.game
        held = Counter(card for hand in game.hands for card in hand) + Counter(game.stock) + Counter(game.pile)
        assert held == Counter(deck(game.decks))

    @invariant()
    def hands_have_their_size(self) -> None:
        game = self.game
        if game.phase == "over":
            return
        n = hand_size(game.round)
        for seat, hand in enumerate(game.hands):
            drawn = seat == game.turn and game.phase == "discard"
            assert len(hand) == n + drawn, (seat, len(hand), game.phase)

    @invariant()
    def one_seat_is_to_play(self) -> None:
        game = self.game
        assert 0 <= game.turn < game.players
        if game.phase != "over":
            others = [s for s in range(game.players) if s != game.turn]
            assert all(not game.legal_actions(s) for s in others)


GameMachine.TestCase.settings = settings(max_examples=100, stateful_step_count=80, deadline=None,
                                         suppress_health_check=[HealthCheck.too_slow])
test_game_state_machine = GameMachine.TestCase
