import Foundation

/// Where live matches live: a store two arcades share (one score file on one machine, or a shared board's server).
/// Every row may have been written by the other side, so readers check the moves with `VersusReferee` and never
/// believe a row's claims.
public protocol VersusStore: AnyObject {
  /// What wakes a screen when the other side may have written, for the screens to wait on.
  var wake: VersusWake? { get }
  /// The name this store knows the player by, when it vouches for it (a shared board's login); nil: the run's player.
  var seatedPlayer: String? { get }
  /// What the store is, for a line saying it did not take a write: "the score file", "the shared board".
  var place: String { get }
  /// Why the store cannot be reached now (a shared board's server down), for the screens to say; nil when it can.
  var problem: String? { get }
  /// Reads what the store holds now, for a command that prints once and exits rather than wait to be woken; a score
  /// file is read at every call anyway. False when it could not be read.
  @discardableResult
  func catchUp() -> Bool
  /// Posts an open challenge: `match` with no `o`; false when it could not be written.
  @discardableResult
  func postChallenge(_ match: VersusMatch) -> Bool
  /// Challenges nobody has taken, newest first.
  func openChallenges(limit: Int) -> [VersusMatch]
  /// Matches someone has taken (going on or over), newest first, with their moves: to play, or to watch.
  func takenMatches(limit: Int) -> [VersusMatch]
  /// Takes an open challenge (the mark it left empty): false when someone took it first, or it is not the player's to
  /// take (`VersusMatch.canBeTaken(by:)`).
  func take(_ uid: String, as player: String, at date: Date) -> Bool
  /// Turns down a challenge for `player` (or withdraws their own): gone for both; false when it is not open, or not
  /// theirs to decline.
  @discardableResult
  func decline(_ uid: String, as player: String) -> Bool
  /// One match with its moves, nil when there is none.
  func match(_ uid: String) -> VersusMatch?
  /// Sends a move: false when that move number is already there (the other side's, or this one sent twice).
  func send(_ move: VersusMove, in uid: String) -> Bool
  /// Gives the match up for `mark`; false when it could not be written.
  @discardableResult
  func resign(_ uid: String, as mark: TicTacToeMark) -> Bool
}

/// A store that may keep live matches: a score file does, a shared board does through its server.
public protocol VersusHosting {
  /// Where this store's live matches are; nil when it has none (a file this arcade cannot write).
  var versus: (any VersusStore)? { get }
}
