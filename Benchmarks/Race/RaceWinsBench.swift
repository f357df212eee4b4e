import ArcadeCore
import Foundation

/// Times what the Versus lobby does for its `Races 3–1` line: every race the player took part in counted, each side's
/// tape read by a referee, at its first wake (`RaceResults` empty) and at a wake with nothing new (remembered).
/// Minesweeper races on Beginner and Expert (no-guess), both sides' rounds won; medians of 5.
func raceWinsBench(races: Int) -> [String] {
  var lines = ["Versus lobby's race records, \(races) races each (median of 5)"]
  for (name, configuration) in [("beginner", MinefieldConfiguration.beginner), ("expert", .expert)] {
    let played = (0..<races).map { raceWon(configuration, seed: UInt64($0), uid: "r\($0)") }
    var counted = 0
    let first = median {
      var results = RaceResults()
      counted = results.table(of: played, in: .arcade).reduce(0) { $0 + $1.races }
    }
    var remembered = RaceResults()
    _ = remembered.table(of: played, in: .arcade)
    let again = median { _ = remembered.table(of: played, in: .arcade) }
    // The lobby counts a step between frames: the longest a frame or a key waits on the count.
    let step = median {
      var results = RaceResults()
      _ = results.table(of: played, in: .arcade, replaying: RaceResults.step)
    }
    lines.append(
      "  \(name): first count \(String(format: "%.1f", first)) ms (\(String(format: "%.2f", first / Double(races))) ms a race), "
        + "a wake with nothing new \(String(format: "%.2f", again)) ms, a step of \(RaceResults.step) \(String(format: "%.1f", step)) ms"
        + "  (\(counted) results)")
  }
  return lines
}

/// The median of 5 runs of `body`, in milliseconds.
private func median(_ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  let samples = (0..<5).map { _ -> Double in
    let start = clock.now
    body()
    let (seconds, attoseconds) = start.duration(to: clock.now).components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }.sorted()
  return samples[2]
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
