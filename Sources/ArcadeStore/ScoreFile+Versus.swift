import ArcadeCore
import Foundation

/// Live matches through the score file: through the writer's store, which has the tables (a reader opened on an older
/// file would not); a file that cannot be written has no matches.
///
/// Each write that succeeds is followed by a write to a file beside the score file (`arcade.sqlite.versus`): the
/// other arcade watches the folder, and SQLite's own writes to its log come before the commit they belong to is
/// visible, so a reader woken by them alone could read too soon and then wait for ever. The signal comes after.
extension ScoreFile: OneFileVersusStore {
  public var wake: VersusWake? { .folder((path as NSString).deletingLastPathComponent) }

  @discardableResult
  public func postChallenge(_ match: VersusMatch) -> Bool {
    signalled(withWriter { try $0.postChallenge(match) } != nil)
  }

  public func openChallenges(limit: Int) -> [VersusMatch] {
    withWriter { try $0.openChallenges(limit: limit) } ?? []
  }

  public func takenMatches(limit: Int) -> [VersusMatch] {
    withWriter { try $0.takenMatches(limit: limit) } ?? []
  }

  public func take(_ uid: String, as player: String, at date: Date) -> Bool {
    signalled(withWriter { try $0.take(uid, as: player, at: date) } ?? false)
  }

  @discardableResult
  public func decline(_ uid: String, as player: String) -> Bool {
    signalled(withWriter { try $0.decline(uid, as: player) } ?? false)
  }

  public func match(_ uid: String) -> VersusMatch? {
    withWriter { try $0.match(uid) } ?? nil
  }

  public func send(_ move: VersusMove, in uid: String) -> Bool {
    signalled(withWriter { try $0.send(move, in: uid) } ?? false)
  }

  @discardableResult
  public func resign(_ uid: String, as mark: TicTacToeMark) -> Bool {
    signalled(withWriter { try $0.resign(uid, as: mark) } != nil)
  }

  /// Tells watchers a write is done (the signal file written and closed), and passes `done` on.
  func signalled(_ done: Bool) -> Bool {
    if done { try? Data([0x2E]).write(to: URL(fileURLWithPath: path + ".versus")) }
    return done
  }
}
