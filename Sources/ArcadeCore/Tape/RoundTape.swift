import Foundation

/// A round as its deal and its moves, and its compact text form (base64 of a versioned byte tape) for the
/// store, the shared board and a file sent to a friend.
public struct RoundTape<Game: RecordedGame>: Hashable, Sendable {
  public var deal: Game.Deal
  public var moves: [TimedMove<Game.Move>]

  /// The most moves a tape may hold: far beyond any round a person plays, and a bound on a stranger's row.
  public static var moveLimit: Int { 100_000 }

  public init(deal: Game.Deal, moves: [TimedMove<Game.Move>]) {
    self.deal = deal
    self.moves = moves
  }

  /// The tape of a game played so far; nil before it has dealt.
  public init?(of game: Game) {
    guard let deal = game.deal else { return nil }
    self.init(deal: deal, moves: game.moves)
  }

  /// The bytes: the format, the deal, the number of moves, then each move and its time after the one before.
  public var bytes: [UInt8] {
    var tape = TapeWriter()
    tape.byte(Game.tapeFormat)
    Game.write(deal, to: &tape)
    tape.count(moves.count)
    var last: Int64 = 0
    for entry in moves {
      Game.write(entry.move, to: &tape)
      // Times never run backwards in a round; a tape cannot say they did.
      tape.varint(UInt64(max(0, entry.milliseconds - last)))
      last = max(last, entry.milliseconds)
    }
    return tape.bytes
  }

  public var text: String { Data(bytes).base64EncodedString() }

  public init(bytes: [UInt8]) throws(TapeError) {
    var tape = TapeReader(bytes)
    let format = try tape.byte()
    guard format == Game.tapeFormat else { throw .unknownFormat(game: Game.gameID, format: format) }
    deal = try Game.readDeal(from: &tape)
    let count = try tape.count(in: 0...Self.moveLimit, "a move count")
    var moves: [TimedMove<Game.Move>] = []
    moves.reserveCapacity(count)
    var time: Int64 = 0
    for _ in 0..<count {
      let move = try Game.readMove(from: &tape, on: deal)
      let step = try tape.varint()
      guard step <= UInt64(RoundBounds.durationMilliseconds.upperBound) else { throw .malformed("a move \(step) ms after the one before") }
      time += Int64(step)
      guard time <= RoundBounds.durationMilliseconds.upperBound else { throw .malformed("a move after the longest round") }
      moves.append(TimedMove(move, at: time))
    }
    guard tape.isAtEnd else { throw .malformed("bytes after the last move") }
    self.moves = moves
  }

  public init(text: String) throws(TapeError) {
    guard let data = Data(base64Encoded: text) else { throw .notATape }
    try self.init(bytes: Array(data))
  }

  /// The game these moves give, played from the deal with the tape's zero at `origin`; a refused move throws,
  /// naming where.
  public func replayed(from origin: Instant = .zero) throws(ReplayError) -> Game {
    try replayed(onto: Game(replaying: deal, at: origin), from: origin)
  }

  /// These moves played onto `start`, a game of this tape's deal made another way (one that deals on past the deal
  /// from what only a screen has, such as PriceGuess's catalog).
  public func replayed(onto start: Game, from origin: Instant) throws(ReplayError) -> Game {
    var game = start
    for (index, entry) in moves.enumerated() {
      let outcome = game.apply(entry.move, at: origin.advanced(byMilliseconds: entry.milliseconds))
      if Game.isRefusal(outcome) { throw ReplayError(moveIndex: index, reason: "\(outcome)") }
    }
    return game
  }
}

/// A move of a recorded round that the rules refuse: the round is not one a game could have played.
public struct ReplayError: Error, Equatable, CustomStringConvertible {
  /// Counted from 0.
  public var moveIndex: Int
  public var reason: String

  public var description: String { "move \(moveIndex + 1) is not a legal move (\(reason))" }
}
