/// What a key or a click asks of the setup screen.
enum WordMatchSetupAction: Sendable, Hashable {
  /// Move the cursor up or down: through the language pairs while on them, then on to the next row.
  case move(Int)
  /// Move the cursor to the next or previous row, the language pairs being one row (Tab).
  case moveRow(Int)
  /// Put the cursor on a row (a click), then step its option by `change` (0: leave it).
  case select(WordMatchSetupRow, change: Int)
  /// Choose a list by its index (a click on it); a broken one is not chosen.
  case chooseList(Int)
  /// Step the option under the cursor back or forward.
  case change(Int)
  case start
  case back
  case nothing
}

/// One row of the setup screen the cursor can stand on; ← → change its value, ↑ ↓ walk the language pairs.
enum WordMatchSetupRow: Sendable, Hashable, CaseIterable {
  /// The language pair: the cursor stands on the chosen list; ↑ ↓ (or ← →) choose another good one.
  case language
  case speed, pairs, lives, start
}
