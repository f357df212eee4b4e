/// Race outcomes already counted, for a screen that counts every race again at each wake (the Versus lobby's
/// `Races 3–1`): a race read again with the same opening and tapes is not replayed, since its outcome is a function
/// of them and of the games' definitions (the same for one value's life: a screen keeps it for one run). Re-dealing an
/// opening to check it is the costly part (an Expert no-guess board is generated again).
public struct RaceResults: Sendable {
  private var counted: [String: (race: VersusRace, outcomes: [String: RaceOutcome])] = [:]

  public init() {}

  /// Races a screen replays between two frames (`table(of:in:replaying:)`): an Expert no-guess deal is re-dealt in
  /// about a millisecond, so a long history is counted in steps of some 30 ms, keys and frames going on between them.
  public static let step = 25

  /// `RaceWins.table(of:in:)`, replaying only the races new or changed since the last call; races no longer read
  /// are forgotten.
  public mutating func table(of races: [VersusRace], in games: GameDefinitions) -> [RaceWins] {
    table(of: races, in: games, replaying: .max) ?? []
  }

  /// The same replaying at most `budget` races this call: nil while some are still to replay, for a screen that
  /// counts a long history a step at a time between its frames (the races replayed so far are kept for the next call).
  public mutating func table(of races: [VersusRace], in games: GameDefinitions, replaying budget: Int) -> [RaceWins]? {
    var now: [String: (race: VersusRace, outcomes: [String: RaceOutcome])] = [:]
    var left = budget
    var complete = true
    for race in races {
      if let known = counted[race.uid], known.race == race {
        now[race.uid] = known
      } else if left > 0 {
        now[race.uid] = (race, RaceWins.outcomes(of: race, in: games))
        left -= 1
      } else {
        complete = false
      }
    }
    counted = now
    return complete ? RaceWins.table(of: races) { now[$0.uid]?.outcomes ?? [:] } : nil
  }
}
