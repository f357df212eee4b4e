import ArcadeCore

/// What the player asked for on the grid screen, by key or by mouse.
enum SteerAction: Hashable {
  case move(Direction)
  /// A click on a cell: a move when it is next to the robot.
  case moveToward(Position)
  /// Enter or Space after arrival: open the end of the round without waiting for the animation.
  case skipAnimation
  case back

  /// Arrows, h j k l and n e s w (compass points: w is west) move; q and Esc leave.
  init?(key: Key) {
    switch key {
    case .up, .character("k"), .character("n"): self = .move(.north)
    case .down, .character("j"), .character("s"): self = .move(.south)
    case .left, .character("h"), .character("w"): self = .move(.west)
    case .right, .character("l"), .character("e"): self = .move(.east)
    case .enter, .character(" "): self = .skipAnimation
    case .character("q"), .escape: self = .back
    default: return nil
    }
  }
}
