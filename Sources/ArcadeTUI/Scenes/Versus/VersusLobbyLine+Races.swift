import ArcadeCore

extension VersusLobbyLine {
  /// `player`'s races going on and over, others' to watch, open races to take, and `player`'s own waiting.
  static func races(in store: any RaceStore, for player: String) -> [VersusLobbyLine] {
    let taken = store.takenRaces(limit: listed).map { race -> VersusLobbyLine in
      let over = [race.poster, race.taker].allSatisfy { side in
        side.flatMap { race.tapes[$0] }.flatMap { GameDefinitions.arcade[race.game]?.raceTrack(of: $0.bytes) }?.finished != nil
      }
      guard let rival = race.rival(of: player) else {
        let names = "\(PlayerName.shown(race.poster)) vs \(PlayerName.shown(race.taker ?? ""))"
        return VersusLobbyLine(kind: over ? .over : .live, race: race, text: "\(names) (\(raceName(race))): " + (over ? "over" : "watch"))
      }
      let text = "vs \(PlayerName.shown(rival)) (\(raceName(race))): " + (over ? "over, Enter to see" : "racing, Enter to play")
      return VersusLobbyLine(kind: over ? .over : .playing, race: race, text: text)
    }
    let open = store.openRaces(limit: listed).map { race in
      race.poster == player
        ? VersusLobbyLine(kind: .yours, race: race, text: "your race (\(raceName(race))): waiting for someone to take it")
        : VersusLobbyLine(kind: .open, race: race, text: "\(PlayerName.shown(race.poster)) races (\(raceName(race))): Enter to take it")
    }
    return taken + open
  }

  /// The arcade's games' titles, read once (not a registry built for every line at every wake).
  private static let titles = Dictionary(uniqueKeysWithValues: GameRegistry.arcade().games.map { ($0.id, $0.title) })

  /// "Minesweeper race, Beginner", "WordSearch race": the game, and Minesweeper's board.
  static func raceName(_ race: VersusRace) -> String {
    let title = titles[race.game] ?? race.game.rawValue
    guard race.game == .minesweeper, let tape = try? RoundTape<MinesweeperGame>(bytes: race.opening) else { return "\(title) race" }
    return "\(title) race, \(tape.deal.configuration.preset.title)"
  }
}
