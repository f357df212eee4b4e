import ArcadeCore

extension LiveRaceScene {
  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    stage.draw(line: raceLine(width: canvas.width), style: RaceLine.style(outcome, theme: frame.theme), into: &canvas, frame: frame)
    if let below = notice ?? referee.foul.map({ "\(PlayerName.shown($0 == .notTheDeal ? race.poster : rival)) loses: \($0.reason)." }) ?? store.problem {
      canvas.fill(Rect(x: 0, y: canvas.height - 2, width: canvas.width, height: 1))
      canvas.putCentered(ellipsized(below, width: canvas.width - 2), row: canvas.height - 2, style: frame.theme.status)
    }
  }

  func raceLine(width: Int) -> String {
    let name = PlayerName.shown(rival)
    let verdict: String? =
      switch outcome {
      case .won?: "You win the race"
      case .lost?: "\(name) wins"
      case .tied?: "A tie"
      case nil: me.progress.isOver ? "Waiting for \(name)" : nil
      }
    let waiting = RaceProgress(summary: "not started", short: "–", isOver: false)
    return RaceLine(
      verdict: verdict, mine: RaceLine.charged(me.progress, lateBy: judged.lateBy), rivalLabel: name, rivalShort: name,
      rival: RaceLine.charged(referee.progress ?? waiting, lateBy: referee.lateBy)
    ).text(width: width)
  }
}
