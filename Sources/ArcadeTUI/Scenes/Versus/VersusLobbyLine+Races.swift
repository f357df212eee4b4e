import ArcadeCore

extension VersusLobbyLine {
  /// `player`'s races going on and over, others' open races to take, and `player`'s own waiting. Others' races are
  /// not listed: watching a race is not built yet.
  static func races(in store: any RaceStore, for player: String) -> [VersusLobbyLine] {
    let taken = store.takenRaces(limit: listed).compactMap { race -> VersusLobbyLine? in
      guard let rival = race.rival(of: player) else { return nil }
      let over = [player, rival].allSatisfy { side in
        race.tapes[side].flatMap { GameDefinitions.arcade[race.game]?.raceTrack(of: $0.bytes) }?.finished != nil
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

  /// "Minesweeper race, Beginner": the game and what its opening deals (Minesweeper is the one game raced live yet).
  static func raceName(_ race: VersusRace) -> String {
    guard race.game == .minesweeper, let tape = try? RoundTape<MinesweeperGame>(bytes: race.opening) else { return "\(race.game) race" }
    return "Minesweeper race, \(tape.deal.configuration.preset.title)"
  }
}
