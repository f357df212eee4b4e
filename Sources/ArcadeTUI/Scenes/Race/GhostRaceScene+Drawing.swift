import ArcadeCore

extension GhostRaceScene {
  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    stage.draw(line: raceLine(width: canvas.width), style: RaceLine.style(outcome, theme: frame.theme), into: &canvas, frame: frame)
  }

  func raceLine(width: Int) -> String {
    let verdict: String? =
      switch outcome {
      case .won?: "You win the race"
      case .lost?: ghostName == nil ? "Your ghost wins" : "\(ghostLabel) wins"
      case .tied?: "A tie"
      case nil: nil
      }
    return RaceLine(
      verdict: verdict, mine: me.progress, rivalLabel: ghostLabel, rivalShort: ghostName.map { PlayerName.shown($0) } ?? "ghost",
      rival: ghostProgress
    ).text(width: width)
  }
}
