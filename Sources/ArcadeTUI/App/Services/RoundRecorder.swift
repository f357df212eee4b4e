import ArcadeCore

/// What a game's screens need of the run: its clock, the seeds it deals from, the player (their name, the options
/// they start with), and the one way a finished round is kept and placed on its board.
public final class RoundRecorder {
  public let clock: any GameClock
  public var seeds: SeedSource
  public let player: PlayerProfile
  let storage: ScoreAccess
  let games: GameRegistry
  let content: ContentLibrary
  let display: Display
  /// A round just ended in a way the bell marks (a win, a loss, a new best); the loop rings it, at most once a second.
  public var bellWanted = false

  public init(
    clock: any GameClock, seeds: SeedSource, player: PlayerProfile, storage: ScoreAccess, display: Display, games: GameRegistry,
    content: ContentLibrary
  ) {
    self.display = display
    self.clock = clock
    self.seeds = seeds
    self.player = player
    self.storage = storage
    self.games = games
    self.content = content
  }

  public func now() -> Instant { clock.now() }

  /// The seed of the next round dealt.
  public func nextSeed() -> UInt64 { seeds.nextSeed() }

  /// The one way a finished round reaches the store: adds the player, the wall-clock dates and its context (free,
  /// chosen seed, a day's daily), saves it, and says where it stands.
  ///
  /// Never throws: a round that cannot be saved is kept (and the receipt says so and why).
  ///
  /// It runs in the handler of the key that ends the round, so that key waits for the save: at most the file's
  /// lock timeout (100 ms) and, for the placement, one board read (a shared board's at most 300 ms, after which
  /// this machine's rounds are shown). A save never touches the network: pushes run on a thread of their own.
  public func record(_ finished: FinishedRound, context: RoundContext) -> RoundReceipt {
    let context = self.context(context, seed: finished.seed)
    let start = clock.wallDate(at: finished.startedAt)
    var round = finished.playedRound(
      in: context, player: player.name, startedAt: start,
      endedAt: finished.endedAt.map { clock.wallDate(at: $0) } ?? start)
    let result = storage.keep(round)
    round.id = storage.lastKeptID
    if let daily = context.daily { return dailyReceipt(round, daily, storage: result) }
    let (placement, notRanked) = standing(of: round)
    if player.settings.sound, round.outcome == .won || round.outcome == .lost || (placement?.rank == 1 && placement?.ranks == .rounds) {
      bellWanted = true
    }
    let boards = boards(of: round.game)
    let board = boards.boardIndex(for: round) ?? boards.boardIndex(forVariant: round.variant)
    return RoundReceipt(round: round, storage: result, placement: placement, notRanked: notRanked, boardIndex: board)
  }

  /// A scene's context as its round is kept: a fresh round dealt from the seed the player chose on this run's command
  /// line is the chosen seed's (`SeedSource` deals that seed once and never again this run).
  public func context(_ context: RoundContext, seed: UInt64?) -> RoundContext {
    context == .free && seeds.isChosen(seed) ? .chosenSeed : context
  }

  /// A game's boards, built from content loaded once; an unknown game has none.
  public func boards(of game: GameID) -> GameBoards {
    games[game]?.boards(content) ?? GameBoards(game: game, boards: [], emptyHint: "No boards for \(game.rawValue).")
  }

  /// The board the round counts on and its rank there, if it made the board; else why not, in a few words.
  func standing(of round: PlayedRound) -> (placement: BoardPlacement?, notRanked: String?) {
    guard let game = games[round.game] else { return (nil, nil) }
    // Hidden from every board by its check, which the end panel says rather than "outside the top 10" (help or a chosen
    // seed, said below, keeps it off first).
    if round.assistance.isEmpty, let tape = round.tape, game.definition.pace?.isFasterThanAPerson(Array(tape)) == true {
      return (nil, "faster than a person plays")
    }
    let boards = boards(of: round.game)
    guard let id = round.id, let scores = storage.scores, let index = boards.boardIndex(for: round) else {
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
