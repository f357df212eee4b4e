#if SharedBoard
import ArcadeCore
import Foundation

/// Writing matches: at once, on the caller's thread, then the match read back.
extension SharedVersusStore {
  @discardableResult
  public func postChallenge(_ match: VersusMatch) -> Bool {
    written(match.uid) {
      try client.run(
        """
        INSERT INTO \(unescaped: SharedSchema.versusMatchTable) (uid, variant, x, o, invited, clock)
        VALUES (\(match.uid), \(match.variant.rawValue), \(match.x), \(match.o), \(match.invited), \(match.clockSeconds))
        ON CONFLICT DO NOTHING RETURNING uid
        """
      ).rows.count == 1
    }
  }

  public func take(_ uid: String, as player: String, at date: Date) -> Bool {
    written(uid) {
      try client.run(
        """
        UPDATE \(unescaped: SharedSchema.versusMatchTable) SET x = coalesce(x, \(player)), o = coalesce(o, \(player))
        WHERE uid = \(uid) AND (x IS NULL OR o IS NULL) AND coalesce(x, o) <> \(player) AND (invited IS NULL OR invited = \(player))
        RETURNING uid
        """
      ).rows.count == 1
    }
  }

  @discardableResult
  public func decline(_ uid: String, as player: String) -> Bool {
    written(uid) {
      try client.run(
        """
        DELETE FROM \(unescaped: SharedSchema.versusMatchTable)
        WHERE uid = \(uid) AND (x IS NULL OR o IS NULL) AND (invited = \(player) OR coalesce(x, o) = \(player)) RETURNING uid
        """
      ).rows.count == 1
    }
  }

  /// The server stamps the move's time by its own clock: the one this arcade gives is not sent. A move made while
  /// the server is away is kept, shown as made, and sent when it is back.
  public func send(_ move: VersusMove, in uid: String) -> Bool {
    do {
      let done = try insertMove(move, in: uid)
      try reread(uid)
      return done
    } catch where Self.isAway(error) {
      note(error as! SharedBoardError)
      keepPending { $0.moves[uid, default: []].append(move) }
      showPending()
      return true
    } catch {
      return false
    }
  }

  @discardableResult
  public func resign(_ uid: String, as mark: TicTacToeMark) -> Bool {
    written(uid) {
      try client.run(
        """
        UPDATE \(unescaped: SharedSchema.versusMatchTable) SET resigned = \(mark.rawValue)
        WHERE uid = \(uid) AND resigned IS NULL RETURNING uid
        """
      ).rows.count == 1
    }
  }

  /// Runs a write; whatever it did, reads `uid` back, so the screen that wrote sees it before the notice comes. A
  /// write the server refused (another's move, a match that is not open) is only not done; a lost server is said.
  func written(_ uid: String, _ write: () throws -> Bool) -> Bool {
    do {
      let done = try write()
      try reread(uid)
      return done
    } catch let error as SharedBoardError {
      if case .unreachable = error { note(error) } else if case .timedOut = error { note(error) }
    } catch {}
    return false
  }

}
#endif
