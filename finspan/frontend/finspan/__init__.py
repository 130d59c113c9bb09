"""Finspan's rooms: its table (an adapter of the table kit, `kit.table.KitTable`) and the
screens around it. Each module has one job; a room imports only rooms listed before it:

- `hits`: what a point of the table means (one frozen type per kind of place);
- `choosing`: the choosing state (focus, scroll, a move's source, the hovered place, the
  notice, the log) and which option a place means; pure Python, no pygame;
- `hand_layout`, `board_layout`, `column_layout`, `layout`: every rectangle and the typed hit
  test, from the window size, the text scale, the public state and the choosing state (never
  computed while drawing);
- `paint_base`, `paint_board`, `paint_panel`, `paint_over`: painters; they draw from a
  `Frame` (layout, public state, choosing state) and change nothing;
- `tips`: what the zoom shows for a hovered place (a card, a seat's ocean, a token's help);
- `stage`, `nautoma_turn`, `animate`: one animation per engine event (Nautoma's turn as a
  sequence one can follow), reading the layout (a `Stage`), not the scene;
- `tabletop`: the rooms above composed for one game on screen (view, animations, region
  cache), shared by the table and the replay viewer;
- `overlays`: the zoom and the open discard pile as scenes on the app's stack;
- `prefetch`: idle rendering of the cards the player may see next;
- `handover`, `banner`: what Finspan tells the kit's hand-over (`kit.handover`; the pass
  screen between two people is `kit.pass_scene`);
- `computer_view`: what a computer's turn looks like over the table;
- `input`: keys and clicks become engine options (through the scene's `choose`) or changes
  of the choosing state;
- `scene`: `TableScene`, the adapter: the kit's hooks for Finspan's board, the all-players
  answers given in advance, the end of a week;
- the screens around it: `setup` (New game), `week_end`, `final` (on `kit.final`),
  `replay`, `review` and `reviewing`, `encyclopedia`, `stats_view`, the How to play book
  (`rules_book`, `rules_text`, `rules_solo`, `rules_doc`, `rules_pictures`), the guided first
  turn's steps (`guide`), its sounds (`sounds`), its command line (`launch`, `autoplay`);
- `front`: all of the above as its registration gives them to the app (`GameFront`).

This module imports nothing, so `finspan.choosing` loads without pygame.
"""
