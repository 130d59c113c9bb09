"""An autoplayed game autosaves in idle time like a game played by hand."""

from __future__ import annotations

from finspan.app.autoplay import autoplay
from finspan.engine import Setup
from finspan.saves import SaveStore


def test_an_autoplayed_game_autosaves_while_idle(app, monkeypatch):
    written: list[int] = []
    original = SaveStore.autosave

    def counting(self, game, table=None):
        written.append(len(game.history))
        return original(self, game, table)

    monkeypatch.setattr(SaveStore, "autosave", counting)
    assert autoplay(app, Setup.multiplayer(1), 3) == 0
    assert len(written) > 10 and written == sorted(written)  # one per decision, in order
