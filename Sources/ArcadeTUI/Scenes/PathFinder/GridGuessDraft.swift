import ArcadeCore

/// The rows and columns the player is setting on the guess screen, and which of the two has focus.
struct GridGuessDraft: Hashable {
  /// One side of the guess.
  enum Side: Hashable, CaseIterable { case rows, columns }

  /// Nil until the player sets it, so nobody continues with a guess they never made.
  var rows: GridGuessValue?
  var columns: GridGuessValue?
  var focus: Side = .rows

  subscript(side: Side) -> GridGuessValue? {
    get { side == .rows ? rows : columns }
    set { if side == .rows { rows = newValue } else { columns = newValue } }
  }

  /// Both sides, once both are set.
  var complete: (rows: GridGuessValue, columns: GridGuessValue)? {
    guard let rows, let columns else { return nil }
    return (rows, columns)
  }

  /// Up from unset starts at 4, down from unset at 6; set values stop at 4 and 6.
  mutating func change(by delta: Int) {
    if let value = self[focus] {
      self[focus] = value.stepped(by: delta)
    } else {
      self[focus] = GridGuessValue(delta > 0 ? GridGuessValue.allowed.lowerBound : GridGuessValue.allowed.upperBound)
    }
  }

  /// A typed digit sets the focused side; after rows, focus moves on to columns so "5 4 Enter" works.
  mutating func type(_ digit: Int) {
    guard GridGuessValue.allowed.contains(digit) else { return }
    self[focus] = GridGuessValue(digit)
    if focus == .rows { focus = .columns }
  }

  mutating func switchFocus() { focus = focus == .rows ? .columns : .rows }
}
