/// Finished rounds: keeping one, and reading them back for the boards and a player's history.
public protocol RoundStore: AnyObject {
  /// Saves the round, or keeps it waiting (in a journal, or for this run), and says which: the one verb for saving.
  func keep(_ round: PlayedRound) -> SaveResult
  /// The rounds a board's selection takes, in its order (the contract: Tests/ArcadeStoreTests/StoreContractTests).
  func rounds(matching selection: RoundSelection) throws -> [PlayedRound]
  /// A player's newest rounds of a game, newest first.
  func recentRounds(game: GameID, player: String, limit: Int) throws -> [PlayedRound]
  /// Rounds kept but not in the store yet (waiting in its journal), under their `RoundID.journal` ids: boards
  /// show them meanwhile.
  var waitingRounds: [PlayedRound] { get }
  /// One line under the leaderboard when its rows are not all the player asked for (a shared board that did not
  /// answer, rounds hidden by their moves); nil when they are. Set by `rounds(matching:)`.
  var boardsNote: String? { get }
  /// The rounds as lines `arcade scores --import` takes back (for those not even a journal could hold); none
  /// when the store has no such form.
  func importLines(for rounds: [PlayedRound]) -> [String]
}
