import ArcadeCore

extension VersusLobbyLine {
  /// `player`'s races going on and over, others' to watch, open races to take, and `player`'s own waiting; each named
  /// and read by its game in `games`.
  static func races(in store: any RaceStore, for player: String, games: GameRegistry) -> [VersusLobbyLine] {
    let taken = store.takenRaces(limit: listed).map { race -> VersusLobbyLine in
      let over = [race.poster, race.taker].allSatisfy { side in
        side.flatMap { race.tapes[$0] }.flatMap { games[race.game]?.definition.raceTrack(of: $0.bytes) }?.finished != nil
      }
      let name = raceName(race, games: games)
      guard let rival = race.rival(of: player) else {
        let names = "\(PlayerName.shown(race.poster)) vs \(PlayerName.shown(race.taker ?? ""))"
        return VersusLobbyLine(kind: over ? .over : .live, race: race, text: "\(names) (\(name)): " + (over ? "over" : "watch"))
      }
      let text = "vs \(PlayerName.shown(rival)) (\(name)): " + (over ? "over, Enter to see" : "racing, Enter to play")
      return VersusLobbyLine(kind: over ? .over : .playing, race: race, text: text)
    }
    let open = store.openRaces(limit: listed).map { race in
      let name = raceName(race, games: games)
      return race.poster == player
        ? VersusLobbyLine(kind: .yours, race: race, text: "your race (\(name)): waiting for someone to take it")
        : VersusLobbyLine(kind: .open, race: race, text: "\(PlayerName.shown(race.poster)) races (\(name)): Enter to take it")
    }
    return taken + open
  }

  /// "Minesweeper race, Beginner", "WordSearch race": the game, and Minesweeper's board.
  static func raceName(_ race: VersusRace, games: GameRegistry) -> String {
    let title = games[race.game]?.title ?? race.game.rawValue
    guard race.game == .minesweeper, let tape = try? RoundTape<MinesweeperGame>(bytes: race.opening) else { return "\(title) race" }
    return "\(title) race, \(tape.deal.configuration.preset.title)"
  }
}
