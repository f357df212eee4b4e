import ArcadeCore
import Foundation

/// Live races through the score file, as its matches (`ScoreFile+Versus.swift`): each write that succeeds is followed
/// by the signal file the other arcade watches.
extension ScoreFile: RaceStore {
  @discardableResult
  public func postRace(_ race: VersusRace) -> Bool {
    signalled((try? storeForWritingNow()?.postRace(race)) != nil)
  }

  public func openRaces(limit: Int) -> [VersusRace] {
    (try? storeForWritingNow()?.openRaces(limit: limit)) ?? []
  }

  public func takenRaces(limit: Int) -> [VersusRace] {
    (try? storeForWritingNow()?.takenRaces(limit: limit)) ?? []
  }

  public func takeRace(_ uid: String, as player: String, at date: Date) -> Bool {
    signalled((try? storeForWritingNow()?.takeRace(uid, as: player, at: date)) ?? false)
  }

  @discardableResult
  public func withdrawRace(_ uid: String, as player: String) -> Bool {
    signalled((try? storeForWritingNow()?.withdrawRace(uid, as: player)) ?? false)
  }

  public func race(_ uid: String) -> VersusRace? {
    (try? storeForWritingNow()?.race(uid)) ?? nil
  }

  @discardableResult
  public func sendTape(_ tape: RaceTape, in uid: String, as player: String) -> Bool {
    signalled((try? storeForWritingNow()?.sendTape(tape, in: uid, as: player)) ?? false)
  }
}
