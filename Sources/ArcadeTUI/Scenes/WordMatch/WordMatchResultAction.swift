/// What a key or a click asks of the result screen.
enum WordMatchResultAction: Sendable, Hashable {
  case playAgain
  case leaderboard
  case menu
  /// Back to the setup screen with the same choices.
  case options
  /// Move the button highlight.
  case focus(Int)
  /// Press the highlighted button.
  case activate
  case scroll(Int)
  case nothing
}
