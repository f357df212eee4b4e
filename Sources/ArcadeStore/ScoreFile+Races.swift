import ArcadeCore
import Foundation

/// Live races through the score file, as its matches (`ScoreFile+Versus.swift`): each write that succeeds is followed
/// by the signal file the other arcade watches.
extension ScoreFile: RaceStore {
  @discardableResult
  public func postRace(_ race: VersusRace) -> Bool {
    signalled(withWriter { try $0.postRace(race) } != nil)
  }

  public func openRaces(limit: Int) -> [VersusRace] {
    withWriter { try $0.openRaces(limit: limit) } ?? []
  }

  public func takenRaces(limit: Int) -> [VersusRace] {
    withWriter { try $0.takenRaces(limit: limit) } ?? []
  }

  public func takeRace(_ uid: String, as player: String, at date: Date) -> Bool {
    signalled(withWriter { try $0.takeRace(uid, as: player, at: date) } ?? false)
  }

  @discardableResult
  public func withdrawRace(_ uid: String, as player: String) -> Bool {
    signalled(withWriter { try $0.withdrawRace(uid, as: player) } ?? false)
  }

  public func race(_ uid: String) -> VersusRace? {
    withWriter { try $0.race(uid) } ?? nil
  }

  @discardableResult
  public func sendTape(_ tape: RaceTape, in uid: String, as player: String) -> Bool {
    signalled(withWriter { try $0.sendTape(tape, in: uid, as: player) } ?? false)
  }
}
