import Foundation

/// The Minesweeper fields a `PlayedRound` keeps in its `details` JSON.
public struct MinesweeperRoundDetails: Codable, Hashable, Sendable {
  public var threeBV: Int
  /// Only for won games.
  public var threeBVPerSecond: Double?
  public var hints: Int
  public var noGuess: Bool
  public var rows: Int
  public var cols: Int
  public var mines: Int

  public init(threeBV: Int, threeBVPerSecond: Double?, hints: Int, noGuess: Bool, rows: Int, cols: Int, mines: Int) {
    self.threeBV = threeBV
    self.threeBVPerSecond = threeBVPerSecond
    self.hints = hints
    self.noGuess = noGuess
    self.rows = rows
    self.cols = cols
    self.mines = mines
  }

  /// The details of a stored round, or nil when they are missing or not Minesweeper's.
  public init?(json: String) {
    guard let decoded = try? JSONDecoder().decode(MinesweeperRoundDetails.self, from: Data(json.utf8)) else {
      return nil
    }
    self = decoded
  }

  /// A compact JSON object with sorted keys.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}

extension MinesweeperGame {
  /// The record of a finished game for the store; nil while it is not won or lost.
  ///
  /// The wall-clock dates and the player's name come from the caller; the duration is the game clock's.
  public func playedRound(player: String, startedAt: Date, endedAt: Date) -> PlayedRound? {
    let outcome: RoundOutcome
    switch status {
    case .won: outcome = .won
    case .lost: outcome = .lost
    case .ready, .playing: return nil
    }
    let perSecond = threeBVPerSecond.map { ($0 * 1000).rounded() / 1000 }
    let details = MinesweeperRoundDetails(
      threeBV: threeBV ?? 0, threeBVPerSecond: perSecond, hints: hintsUsed, noGuess: noGuess,
      rows: rows, cols: columns, mines: configuration.mines)
    return PlayedRound(
      game: .minesweeper, player: player, startedAt: startedAt, endedAt: endedAt, outcome: outcome,
      moves: clicks, durationMilliseconds: durationMilliseconds, variant: configuration.preset.rawValue,
      gridSize: configuration.cellCount, seed: seed, assisted: hintsUsed > 0, details: details.json)
  }
}
