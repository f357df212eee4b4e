import Foundation

/// Where a round's verdict is kept between runs, and what it must still be to be vouched for: its id, and a SHA-256 of
/// this verifier's version and every column of the round (its figures, context and tape). An edited round, or one a
/// changed verifier would judge afresh, hashes otherwise and misses its kept verdict.
public struct VerdictKey: Hashable, Sendable {
  /// The round's id as `RoundID.description` gives it ("12", "server:12").
  public let row: String
  public let digest: [UInt8]

  public init(row: String, digest: [UInt8]) {
    self.row = row
    self.digest = digest
  }

  /// Nil for a round that is no stored row (a journal's or a session's) or has no tape (its check costs nothing).
  public init?(_ round: PlayedRound) {
    guard let id = round.id, round.tape != nil else { return nil }
    switch id {
    case .local, .server: row = id.description
    case .journal, .session: return nil
    }
    digest = SHA256.digest(Self.bytes(of: round))
  }

  /// Bump with any change to what a round's check finds: a game's rules, dealer, computer players, bounds or figures.
  /// Kept verdicts from another version are then never found, and every round is checked again once.
  public static let verifierVersion = 3

  /// Every field of the round, each with its length, so no two rounds give the same bytes.
  static func bytes(of round: PlayedRound) -> [UInt8] {
    var bytes: [UInt8] = []
    func add(_ text: String?) {
      guard let text else { return bytes.append(0) }
      bytes.append(1)
      add(bytes: Array(text.utf8))
    }
    func add(bytes field: [UInt8]) {
      withUnsafeBytes(of: UInt64(field.count).littleEndian) { bytes.append(contentsOf: $0) }
      bytes.append(contentsOf: field)
    }
    func add(_ number: Int64?) { add(number.map { String($0) }) }
    add("swift-arcade verdict v\(verifierVersion)")
    add(round.id?.description)
    add(round.game.rawValue)
    add(round.player)
    add(Int64((round.startedAt.timeIntervalSince1970 * 1000).rounded()))
    add(round.endedAt.map { Int64(($0.timeIntervalSince1970 * 1000).rounded()) })
    add(round.outcome.rawValue)
    add(round.score.map(Int64.init))
    add(round.moves.map(Int64.init))
    add(round.durationMilliseconds)
    add(round.variant)
    add(round.context.storedText)
    add(round.gridSize.map(Int64.init))
    add(round.seed.map { String($0) })
    add(round.assistance.rawValue)
    add(round.details)
    add(bytes: round.tape.map(Array.init) ?? [])
    return bytes
  }
}

/// Verdicts kept between runs (a score file's), looked up by the checker within one read.
public protocol KeptVerdicts {
  /// The verdict kept for exactly this key, if any.
  func verdict(for key: VerdictKey) -> RoundVerdict?
}
