"""Fish'n'Flip's rooms, beside Finspan's (`frontend.finspan`): around its table, its
setup fields on the New game screen (`setup_panel`, `setup_fields`), How to play
(`rules_text`, `pictures`, `rules_book`), its encyclopedia pages (`pages`) and statistics
(`stats_view`). This module imports nothing."""
