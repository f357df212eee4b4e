import ArcadeCore

extension ArcadeServices {
  /// The one way a finished round reaches the store: adds the player, the wall-clock dates and
  /// whether the deal was chosen, saves it, and says where it stands.
  ///
  /// Never throws: a round that cannot be saved is kept (and the receipt says so and why).
  public func record(_ finished: FinishedRound) -> RoundReceipt {
    var round = PlayedRound(
      game: finished.game, player: settings.playerName, startedAt: clock.wallDate(at: finished.startedAt),
      endedAt: finished.endedAt.map { clock.wallDate(at: $0) }, outcome: finished.outcome, score: finished.score,
      moves: finished.moves, durationMilliseconds: finished.durationMilliseconds, variant: finished.variant,
      gridSize: finished.gridSize, seed: finished.seed,
      assistance: (finished.assisted ? RoundAssistance.help : []).union(seeds.isChosen(finished.seed) ? .chosenSeed : []),
      details: finished.details)
    let storage: RoundReceipt.Storage
    let result = save(round)
    switch result {
    case .saved: storage = .saved
    case .waiting(let reason, _): storage = .waiting(reason: reason)
    case .keptForSession(let reason): storage = .keptForSession(reason: reason)
    }
    round.id = sessionID(after: result)
    let (placement, notRanked) = standing(of: round)
    if settings.sound, round.outcome == .won || round.outcome == .lost || (placement?.rank == 1 && placement?.ranks == .rounds) {
      bellWanted = true
    }
    return RoundReceipt(round: round, storage: storage, placement: placement, notRanked: notRanked)
  }

  /// The board the round counts on and its rank there, if it made the board; else why not, in a few words.
  func standing(of round: PlayedRound) -> (placement: BoardPlacement?, notRanked: String?) {
    guard let boards = games[round.game]?.boards(content) else { return (nil, nil) }
    guard let id = round.id, let scores, let index = boards.boardIndex(for: round) else {
      return (nil, boards.whyNotRanked(round, boardRows: nil))
    }
    let board = boards.boards[index]
    guard let rows = try? board.rows(from: scores.rounds(matching: board.selection)) else { return (nil, nil) }
    guard let row = rows.first(where: { $0.round.id == id }) else {
      return (nil, boards.whyNotRanked(round, boardRows: rows))
    }
    let placement = BoardPlacement(boardIndex: index, boardTitle: board.title, rank: row.rank, rows: rows.count, ranks: board.ranks)
    return (placement, nil)
  }
}
