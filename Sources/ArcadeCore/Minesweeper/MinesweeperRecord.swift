import Foundation

/// The Minesweeper fields a `PlayedRound` keeps in its `details` JSON.
public struct MinesweeperRoundDetails: RoundDetails {
  public var threeBV: Int
  /// Only for won games.
  public var threeBVPerSecond: Double?
  public var hints: Int
  public var noGuess: Bool
  public var rows: Int
  public var cols: Int
  public var mines: Int
  /// Losing moves taken back; nil for none, so a round without one is written as before undo existed.
  public var undos: Int?

  public init(
    threeBV: Int, threeBVPerSecond: Double?, hints: Int, noGuess: Bool, rows: Int, cols: Int, mines: Int, undos: Int? = nil
  ) {
    self.threeBV = threeBV
    self.threeBVPerSecond = threeBVPerSecond
    self.hints = hints
    self.noGuess = noGuess
    self.rows = rows
    self.cols = cols
    self.mines = mines
    self.undos = undos
  }

}

extension MinesweeperGame: RecordableGame {
  /// The record of a finished game; nil while it is not won or lost.
  public var finishedRound: FinishedRound? {
    let outcome: RoundOutcome
    switch status {
    case .won: outcome = .won
    case .lost: outcome = .lost
    case .ready, .playing: return nil
    }
    guard let startedAt, let endedAt else { return nil }
    let perSecond = threeBVPerSecond.map { ($0 * 1000).rounded() / 1000 }
    let details = MinesweeperRoundDetails(
      threeBV: threeBV ?? 0, threeBVPerSecond: perSecond, hints: hintsUsed, noGuess: noGuess,
      rows: rows, cols: columns, mines: configuration.mines, undos: undos > 0 ? undos : nil)
    return FinishedRound(
      game: .minesweeper, outcome: outcome, moves: clicks, durationMilliseconds: durationMilliseconds,
      variant: configuration.preset.rawValue, gridSize: configuration.cellCount, seed: seed,
      assisted: hintsUsed > 0 || undos > 0,
      details: details, startedAt: startedAt, endedAt: endedAt)
  }
}
