import ArcadeCore
import Foundation

/// Times what the Versus lobby does at every wake for its `Races 3–1` line: every race the player took part in
/// counted again (`RaceWins.table`), each side's tape read by a referee. Minesweeper races on Beginner and Expert
/// (no-guess), both sides' rounds won.
func raceWinsBench(races: Int) -> [String] {
  let clock = ContinuousClock()
  var lines = ["Race records (RaceWins.table, as the lobby counts them at each wake), \(races) races each"]
  for (name, configuration) in [("beginner", MinefieldConfiguration.beginner), ("expert", .expert)] {
    let played = (0..<races).map { raceWon(configuration, seed: UInt64($0), uid: "r\($0)") }
    var samples: [Double] = []
    var counted = 0
    for _ in 0..<5 {
      let start = clock.now
      counted = RaceWins.table(of: played, in: .arcade).reduce(0) { $0 + $1.races }
      let (seconds, attoseconds) = start.duration(to: clock.now).components
      samples.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }
    samples.sort()
    var results = RaceResults()
    _ = results.table(of: played, in: .arcade)
    let again = clock.now
    let recounted = results.table(of: played, in: .arcade).reduce(0) { $0 + $1.races }
    let (seconds, attoseconds) = again.duration(to: clock.now).components
    let remembered = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    lines.append(
      "  \(name): first count median \(String(format: "%.1f", samples[2])) ms (\(String(format: "%.2f", samples[2] / Double(races))) ms a race), "
        + "a wake with nothing new \(String(format: "%.2f", remembered)) ms  (\(counted) results, \(recounted) again)")
  }
  return lines
}

/// A race both sides won on `configuration`'s board dealt from `seed`: ana clears it a move a second, eve faster.
private func raceWon(_ configuration: MinefieldConfiguration, seed: UInt64, uid: String) -> VersusRace {
  var start = MinesweeperGame(configuration: configuration, seed: seed, noGuess: true)
  start.apply(.reveal(configuration.centre), at: .zero)
  let opening = RoundTape(of: start)!.bytes
  var race = VersusRace(uid: uid, game: .minesweeper, opening: opening, poster: "ana", taker: "eve", createdAt: Date(timeIntervalSince1970: 0))
  for (player, step) in [("ana", Int64(1_000)), ("eve", Int64(700))] {
    var game = start
    let board = game.minefield!
    for (index, position) in game.marks.positions.filter({ !board.isMine($0) }).enumerated() where !game.status.isOver {
      game.apply(.reveal(position), at: Instant(milliseconds: Int64(index + 1) * step))
    }
    race.tapes[player] = RaceTape(bytes: RoundTape(of: game)!.bytes, milliseconds: 0)
  }
  return race
}
