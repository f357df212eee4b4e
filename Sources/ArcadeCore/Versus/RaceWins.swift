/// Each player's record in races, from the races a store holds: every side's tape read again by the referee, a race
/// counted once both rounds ended (or one side's round is not the race's, which loses it).
public struct RaceWins: Hashable, Sendable {
  public var player: String
  public var wins = 0
  public var ties = 0
  public var losses = 0

  public var races: Int { wins + ties + losses }

  /// How a race ended for `player`; nil while it goes on, for a watcher, and for a game this arcade does not know.
  public static func outcome(of race: VersusRace, for player: String, in games: GameDefinitions) -> RaceOutcome? {
    outcomes(of: race, in: games)[player]
  }

  /// How a race ended for each side that has an outcome (none while it goes on, or for a game this arcade does not
  /// know): each side's tape read at once by a referee (its times not checked against reads that were not made), a
  /// content-dealt opening re-dealt from `games.content` as the live referee does.
  public static func outcomes(of race: VersusRace, in games: GameDefinitions) -> [String: RaceOutcome] {
    guard let taker = race.taker, taker != race.poster, let definition = games[race.game] else { return [:] }
    // One referee re-deals the opening (the costly part); the other side's starts as its copy.
    var poster = RaceReferee(definition: definition, opening: race.opening, content: games.content, takenAt: race.takenMilliseconds)
    var taking = poster
    poster.read(race.tapes[race.poster], now: .max / 2)
    taking.read(race.tapes[taker], now: .max / 2)
    var outcomes: [String: RaceOutcome] = [:]
    outcomes[race.poster] = outcome(poster, against: taking, dealtIt: true)
    outcomes[taker] = outcome(taking, against: poster, dealtIt: false)
    return outcomes
  }

  /// How the race ended for the side `mine` follows (`dealtIt`: the side that posted it): a deal that is not its seed's
  /// loses it for the side that dealt it; else won against a side whose round is not the race's, lost when its own is
  /// not, else by the game's ranking once both rounds ended (each side's time charged as `RaceReferee.lateBy` says);
  /// nil while it goes on.
  public static func outcome(_ mine: RaceReferee, against theirs: RaceReferee, dealtIt: Bool) -> RaceOutcome? {
    if mine.foul == .notTheDeal || theirs.foul == .notTheDeal { return dealtIt ? .lost : .won }
    if theirs.foul != nil { return mine.foul == nil ? .won : nil }
    if mine.foul != nil { return .lost }
    guard let a = mine.finished, let b = theirs.finished else { return nil }
    return mine.definition.raceOutcome(a, against: b)
  }

  /// Every player's record from `races`, the most wins first (then the fewest losses, then by name).
  public static func table(of races: [VersusRace], in games: GameDefinitions) -> [RaceWins] {
    table(of: races) { outcomes(of: $0, in: games) }
  }

  /// The same with each race's outcomes from `outcomes` (`RaceResults` remembers them).
  static func table(of races: [VersusRace], outcomes: (VersusRace) -> [String: RaceOutcome]) -> [RaceWins] {
    var table: [String: RaceWins] = [:]
    for race in races {
      for (player, outcome) in outcomes(race) {
        var row = table[player] ?? RaceWins(player: player)
        switch outcome {
        case .won: row.wins += 1
        case .tied: row.ties += 1
        case .lost: row.losses += 1
        }
        table[player] = row
      }
    }
    return table.values.sorted { ($1.wins, $0.losses, $0.player) < ($0.wins, $1.losses, $1.player) }
  }
}
