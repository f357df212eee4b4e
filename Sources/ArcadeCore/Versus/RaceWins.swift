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
    guard let rival = race.rival(of: player), rival != player, let definition = games[race.game] else { return nil }
    let (mine, theirs) = (read(race, player, definition), read(race, rival, definition))
    if theirs.foul != nil { return mine.foul == nil ? .won : nil }
    if mine.foul != nil { return .lost }
    guard let a = mine.track?.finished, let b = theirs.track?.finished else { return nil }
    return definition.raceOutcome(a, against: b)
  }

  /// One side's tape as a referee reads it all at once (its times are not checked against reads that were not made).
  private static func read(_ race: VersusRace, _ side: String, _ definition: GameDefinition) -> RaceReferee {
    var referee = RaceReferee(definition: definition, opening: race.opening)
    referee.read(race.tapes[side], now: .max / 2)
    return referee
  }

  /// Every player's record from `races`, the most wins first (then the fewest losses, then by name).
  public static func table(of races: [VersusRace], in games: GameDefinitions) -> [RaceWins] {
    var table: [String: RaceWins] = [:]
    for race in races {
      for player in [race.poster, race.taker].compactMap({ $0 }) {
        guard let outcome = outcome(of: race, for: player, in: games) else { continue }
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
