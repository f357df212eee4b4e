import Foundation

/// Live matches in memory, for tests: the same answers a score file gives.
extension MemoryScoreKeeper: OneFileVersusStore {
  public var wake: VersusWake? { nil }

  @discardableResult
  public func postChallenge(_ match: VersusMatch) -> Bool {
    guard match.isOpen, match.poster != nil, !versusMatches.contains(where: { $0.uid == match.uid }) else { return false }
    var posted = match
    (posted.moves, posted.resigned) = ([], nil)
    versusMatches.append(posted)
    return true
  }

  public func openChallenges(limit: Int) -> [VersusMatch] {
    versusMatches.newestFirst(open: true, limit: limit)
  }

  public func takenMatches(limit: Int) -> [VersusMatch] {
    versusMatches.newestFirst(open: false, limit: limit)
  }

  public func take(_ uid: String, as player: String, at date: Date) -> Bool {
    guard let index = versusMatches.firstIndex(where: { $0.uid == uid && $0.canBeTaken(by: player) }) else { return false }
    versusMatches[index].takenMilliseconds = versusMatches[index].milliseconds(at: date)
    if versusMatches[index].x == nil { versusMatches[index].x = player } else { versusMatches[index].o = player }
    return true
  }

  @discardableResult
  public func decline(_ uid: String, as player: String) -> Bool {
    guard let index = versusMatches.firstIndex(where: { $0.uid == uid && $0.isOpen }) else { return false }
    let match = versusMatches[index]
    guard match.poster == player || match.invited == player else { return false }
    versusMatches.remove(at: index)
    return true
  }

  public func match(_ uid: String) -> VersusMatch? { versusMatches.first { $0.uid == uid } }

  public func send(_ move: VersusMove, in uid: String) -> Bool {
    guard let index = versusMatches.firstIndex(where: { $0.uid == uid }), !versusMatches[index].moves.contains(where: { $0.ply == move.ply })
    else { return false }
    versusMatches[index].moves.append(move)
    versusMatches[index].moves.sort { $0.ply < $1.ply }
    return true
  }

  @discardableResult
  public func resign(_ uid: String, as mark: TicTacToeMark) -> Bool {
    guard let index = versusMatches.firstIndex(where: { $0.uid == uid }) else { return false }
    if versusMatches[index].resigned == nil { versusMatches[index].resigned = mark }
    return true
  }
}
