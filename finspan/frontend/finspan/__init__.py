"""The table, where a game is played, as a package of rooms, each with one job; a room
imports only rooms listed before it:

- `hits`: what a point of the table means (one frozen type per kind of place);
- `choosing`: the choosing state (focus, scroll, a move's source, the hovered place, the
  notice, the log) and which option a place means; pure Python, no pygame;
- `hand_layout`: where a hand's cards go; `board_layout`: the shown ocean's mat (one or two
  lines for the dive sites' names) and the achievement box's heading;
- `layout`: every rectangle and the typed hit test, from the window size, the text scale, the
  public state and the choosing state (never computed while drawing);
- `guide_layout`: where the guided first turn's box goes;
- `paint_base`, `paint_board`, `paint_panel`, `paint_over`: painters; they draw from a
  `Frame` (layout, public state, choosing state) and change nothing;
- `tips`: what the zoom shows for a hovered place (a card, a seat's ocean, a token's help);
- `stage`: what animations read (`Stage`: the layout, the view, the theme; and the table as it
  is when drawn) and the drawing moves they share;
- `nautoma_turn`: Nautoma's turn as a sequence one can follow (her decision card large, each
  step in turn, what it moves going to her panel), one drawer per Nautoma event;
- `animate`: one animation per engine event (hers from `nautoma_turn`), reading the layout (a
  `Stage`), not the scene;
- `tabletop`: the rooms above composed for one game on screen (view, animations, region cache);
- `overlays`: the zoom and the open discard pile as scenes on the app's stack (`ui.zoom`,
  `ui.pile`), kept in step with the choosing state;
- `prefetch`: idle rendering of the cards the player may see next;
- `handover`: the banner and the slide of the ocean and hand when another seat decides;
  (the optional pass screen between two people is `scenes.pass_scene`);
- `input`: keys and clicks become engine options (through the scene's `choose`) or changes
  of the choosing state;
- `scene`: `TableScene`, lifecycle and wiring; `guide_scene`: the guided first turn, a
  transparent scene above the table; the replay viewer (`scenes/replay.py`) composes its
  own `Tabletop` instead of subclassing the table.

Seat drivers: a seat no person plays is answered in ONE place. `TableScene.drivers` is a list
of callables ``driver(game) -> Option | None``; each frame in which no animation runs and a
decision is pending, the scene asks them in order and applies the first option given, through
`TableScene.choose` (so it is animated, logged and autosaved like a click, without the
end-of-turn question). A driver returns None for decisions that are not its seat's or that it
has not decided yet (it is asked again next frame). The first driver answers all-players
benefits for seats set to "always take" or "always skip". A driver that thinks for a while can
say so on the panel's status line (`TableScene.status = "Ben is thinking…"`, empty for none);
`TableScene.set_hint_provider(driver)` shows a Hint button in the top bar that highlights the
provider's option.

This module imports nothing, so `table.choosing` loads without pygame.
"""
