import ArcadeCore

/// What a key asks of a race being watched.
enum RaceWatchAction: Hashable {
  /// Tab, ← →: the other side's board.
  case otherSide
  case back

  static var table: KeyTable<RaceWatchAction> {
    KeyTable([
      KeyRow("Tab  ← →  h l", "the other side's board", priority: 2, footer: "Tab other side", [
        .on(.tab, .backTab, .left, .right, "h", "l", do: .otherSide)
      ]),
      .help("this help", priority: 1, footer: "? help"),
      KeyRow.back("back to the lobby", .back),
    ])
  }
}
