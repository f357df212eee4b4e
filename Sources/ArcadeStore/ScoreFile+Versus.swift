import ArcadeCore
import Foundation

/// Live matches through the score file: through the writer's store, which has the tables (a reader opened on an older
/// file would not); a file that cannot be written has no matches.
extension ScoreFile: VersusStore {
  public var watchedFolder: String? { (path as NSString).deletingLastPathComponent }

  @discardableResult
  public func postChallenge(_ match: VersusMatch) -> Bool {
    (try? storeForWritingNow()?.postChallenge(match)) != nil
  }

  public func openChallenges(limit: Int) -> [VersusMatch] {
    (try? storeForWritingNow()?.openChallenges(limit: limit)) ?? []
  }

  public func takenMatches(limit: Int) -> [VersusMatch] {
    (try? storeForWritingNow()?.takenMatches(limit: limit)) ?? []
  }

  public func take(_ uid: String, as player: String) -> Bool {
    (try? storeForWritingNow()?.take(uid, as: player)) ?? false
  }

  public func match(_ uid: String) -> VersusMatch? {
    (try? storeForWritingNow()?.match(uid)) ?? nil
  }

  public func send(_ move: VersusMove, in uid: String) -> Bool {
    (try? storeForWritingNow()?.send(move, in: uid)) ?? false
  }

  @discardableResult
  public func resign(_ uid: String, as mark: TicTacToeMark) -> Bool {
    (try? storeForWritingNow()?.resign(uid, as: mark)) != nil
  }
}
