import ArcadeCore

/// The end of a puzzle: saved at once, the disco, then the panel.
extension WordSearchScene {
  /// Saves the round at once (a quit during the disco keeps it), then starts the disco.
  mutating func finish(frame: SceneFrame) {
    drag = nil
    note = nil
    if let round = game.recordedRound { recorded = recorder.record(round, context: context) }
    phase = .disco(until: frame.now.advanced(byMilliseconds: Self.discoMilliseconds))
  }

  mutating func endDisco(frame: SceneFrame) {
    phase = .over
    let found = game.wordsFound
    var panel = EndOfRoundPanel(
      title: "WordSearch · \(puzzle.size)×\(puzzle.size) \(puzzle.difficulty.title)",
      headline: game.isSolvedUnaided ? "All \(found) words found!" : "Puzzle complete",
      tone: game.isSolvedUnaided ? .good : .neutral,
      figures: [
        .init("Time", formatDuration(milliseconds: game.durationMilliseconds ?? 0)),
        .init("Words found", "\(found)/\(game.wordCount)"),
        .init("Reveals used", "\(game.revealsUsed)"),
        .init("Theme", sanitizedForDisplay(puzzle.theme)),
      ],
      hasOptions: true)
    panel.add(recorded)
    end = RoundEnd(panel: panel, receipt: recorded)
  }
}
