import Foundation

/// Live races in memory, for tests: the same answers a score file gives.
extension MemoryScoreKeeper: RaceStore {
  @discardableResult
  public func postRace(_ race: VersusRace) -> Bool {
    guard race.isOpen, !versusRaces.contains(where: { $0.uid == race.uid }) else { return false }
    var posted = race
    posted.tapes = [:]
    versusRaces.append(posted)
    return true
  }

  public func openRaces(limit: Int) -> [VersusRace] {
    versusRaces.newestFirst(open: true, limit: limit)
  }

  public func takenRaces(limit: Int) -> [VersusRace] {
    versusRaces.newestFirst(open: false, limit: limit)
  }

  public func takeRace(_ uid: String, as player: String, at date: Date) -> Bool {
    guard let index = versusRaces.firstIndex(where: { $0.uid == uid && $0.isOpen && $0.poster != player }) else { return false }
    versusRaces[index].taker = player
    versusRaces[index].takenMilliseconds = versusRaces[index].milliseconds(at: date)
    return true
  }

  @discardableResult
  public func withdrawRace(_ uid: String, as player: String) -> Bool {
    guard let index = versusRaces.firstIndex(where: { $0.uid == uid && $0.isOpen && $0.poster == player }) else { return false }
    versusRaces.remove(at: index)
    return true
  }

  public func race(_ uid: String) -> VersusRace? { versusRaces.first { $0.uid == uid } }

  @discardableResult
  public func sendTape(_ tape: RaceTape, in uid: String, as player: String) -> Bool {
    guard let index = versusRaces.firstIndex(where: { $0.uid == uid && ($0.poster == player || $0.taker == player) }) else { return false }
    versusRaces[index].tapes[player] = tape
    return true
  }
}
