import Foundation

/// A round left before its end (`q`, the menu, a closed terminal, a signal): its deal and moves so far, the options
/// it was played with, and where its clock stood, which is all it takes to play on.
public struct UnfinishedRound: Sendable, Hashable, Identifiable {
  /// Made when the round starts; the same round written again after each move replaces its row.
  public var uid: String
  public var game: GameID
  public var player: String
  /// The game's options as remembered JSON (`GameOptions.rememberedJSON`).
  public var options: String
  public var startedAt: Date
  /// When it was last played (the newest first in the menu's list).
  public var leftAt: Date
  /// Where its clock stood, in milliseconds on its tape's clock: a resumed round continues from here.
  public var clockMilliseconds: Int64
  /// "Minesweeper Expert — 1:12 in, 38 cells left": how the menu names it.
  public var summary: String
  /// `RoundTape.bytes`.
  public var tape: Data
  /// Free, dealt from a chosen seed, or a day's daily: it stays what it was when it is finished in another run.
  public var context: RoundContext

  public var id: String { uid }

  public init(
    uid: String, game: GameID, player: String, options: String, startedAt: Date, leftAt: Date,
    clockMilliseconds: Int64, summary: String, tape: Data, context: RoundContext = .free
  ) {
    self.uid = uid
    self.game = game
    self.player = player
    self.options = options
    self.startedAt = startedAt
    self.leftAt = leftAt
    self.clockMilliseconds = clockMilliseconds
    self.summary = summary
    self.tape = tape
    self.context = context
  }

  /// The most unfinished rounds the Resume list holds: every one a player keeps (it scrolls), within a bound.
  public static let listed = 500
}
