import ArcadeCore

/// The seventh game, known only to tests: reach the dealt target by adding 1, 2 or 3; passing it loses. Small enough
/// to read at once, and a full game to the core: it deals from a seed, records, replays, verifies and has a daily.
public struct TallyGame: RecordedGame, RecordableGame {
  /// The target, dealt from the seed: 10…20, or 20…30 for a hard deal (the daily's).
  public struct Deal: Hashable, Sendable {
    public var seed: UInt64
    public var hard: Bool
    public var target: Int

    public init(seed: UInt64, hard: Bool, target: Int) {
      self.seed = seed
      self.hard = hard
      self.target = target
    }

    /// The deal `seed` gives.
    public static func dealt(seed: UInt64, hard: Bool) -> Deal {
      var generator = SeededGenerator(seed: seed)
      return Deal(seed: seed, hard: hard, target: Int.random(in: hard ? 20...30 : 10...20, using: &generator))
    }
  }

  public enum Move: Hashable, Sendable { case add(Int) }
  public enum MoveOutcome: Equatable { case added, refused, reached, passed }

  public static let id = GameID("tally")
  public static var gameID: GameID { id }
  public static var tapeFormat: UInt8 { 1 }

  public private(set) var deal: Deal?
  public private(set) var moves: [TimedMove<Move>] = []
  public private(set) var total = 0
  let origin: Instant
  var endedAt: Instant?

  public init(replaying deal: Deal, at origin: Instant) {
    self.deal = deal
    self.origin = origin
  }

  /// A new round from `seed`.
  public init(seed: UInt64, hard: Bool = false, at origin: Instant = .zero) {
    self.init(replaying: .dealt(seed: seed, hard: hard), at: origin)
  }

  public var tapeOrigin: Instant? { origin }
  public var seed: UInt64 { deal?.seed ?? 0 }
  public var target: Int { deal?.target ?? 0 }
  public var isOver: Bool { endedAt != nil }

  @discardableResult
  public mutating func apply(_ move: Move, at now: Instant) -> MoveOutcome {
    guard case .add(let amount) = move, (1...3).contains(amount), !isOver else { return .refused }
    total += amount
    moves.append(TimedMove(move, at: now.milliseconds(since: origin)))
    guard total >= target else { return .added }
    endedAt = now
    return total == target ? .reached : .passed
  }

  public static func isRefusal(_ outcome: MoveOutcome) -> Bool { outcome == .refused }

  public var finishedRound: FinishedRound? {
    guard let endedAt, let deal else { return nil }
    let won = total == deal.target
    return FinishedRound(
      game: Self.id, outcome: won ? .won : .lost, score: won ? deal.target * 10 - moves.count : 0, moves: moves.count,
      durationMilliseconds: endedAt.milliseconds(since: origin), variant: deal.hard ? "hard" : "easy", seed: deal.seed,
      details: TallyDetails(target: deal.target, total: total), startedAt: origin, endedAt: endedAt)
  }
}
