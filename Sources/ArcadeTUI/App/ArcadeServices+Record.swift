import ArcadeCore

extension ArcadeServices {
  /// The one way a finished round reaches the store: adds the player, the wall-clock dates and
  /// whether the deal was chosen, saves it, and says where it stands.
  ///
  /// Never throws: a round that cannot be saved is kept (and the receipt says so and why).
  ///
  /// It runs in the handler of the key that ends the round, so that key waits for the save: at most the file's
  /// lock timeout (100 ms) and, for the placement, one board read (a shared board's at most 300 ms, after which
  /// this machine's rounds are shown). A save never touches the network: pushes run on a thread of their own.
  public func record(_ finished: FinishedRound) -> RoundReceipt {
    var finished = finished
    // A daily is saved under its day: its own board, never another's.
    let daily = dailyVariant(of: finished.game, seed: finished.seed)
    if let daily { finished.variant = daily.description }
    let start = clock.wallDate(at: finished.startedAt)
    var round = finished.playedRound(
      player: settings.playerName, startedAt: start, endedAt: finished.endedAt.map { clock.wallDate(at: $0) } ?? start,
      assistance: seeds.isChosen(finished.seed) ? .chosenSeed : [])
    let result = keep(round)
    round.id = lastKeptID
    if let daily { return dailyReceipt(round, daily, storage: result) }
    let (placement, notRanked) = standing(of: round)
    if settings.sound, round.outcome == .won || round.outcome == .lost || (placement?.rank == 1 && placement?.ranks == .rounds) {
      bellWanted = true
    }
    let boards = boards(of: round.game)
    let board = boards.boardIndex(for: round) ?? boards.boardIndex(forVariant: round.variant)
    return RoundReceipt(round: round, storage: result, placement: placement, notRanked: notRanked, boardIndex: board)
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
