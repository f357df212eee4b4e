/// Race outcomes already counted, for a screen that counts every race again at each wake (the Versus lobby's
/// `Races 3–1`): a race read again with the same opening and tapes is not replayed, since its outcome is a function
/// of them and of the games' definitions (the same for one value's life: a screen keeps it for one run). Re-dealing an
/// opening to check it is the costly part (an Expert no-guess board is generated again).
public struct RaceResults: Sendable {
  private var counted: [String: (race: VersusRace, outcomes: [String: RaceOutcome])] = [:]

  public init() {}

  /// `RaceWins.table(of:in:)`, replaying only the races new or changed since the last call; races no longer read
  /// are forgotten.
  public mutating func table(of races: [VersusRace], in games: GameDefinitions) -> [RaceWins] {
    var now: [String: (race: VersusRace, outcomes: [String: RaceOutcome])] = [:]
    for race in races {
      if let known = counted[race.uid], known.race == race {
        now[race.uid] = known
        continue
      }
      now[race.uid] = (race, RaceWins.outcomes(of: race, in: games))
    }
    counted = now
    return RaceWins.table(of: races) { now[$0.uid]?.outcomes ?? [:] }
  }
}
