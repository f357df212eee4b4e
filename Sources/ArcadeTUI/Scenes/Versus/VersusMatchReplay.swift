import ArcadeCore
import Foundation

/// A match that is over, played back in the replay screen at the pace it was played: each position is the match's
/// screen as a watcher saw it then, on a clock stopped at that move (so a flag that fell later does not show early).
enum VersusMatchReplay {
  static func scene(of match: VersusMatch, store: any VersusStore, now: Instant) -> ReplayScene {
    let start = match.takenMilliseconds ?? 0
    let times = match.moves.map { max(0, $0.milliseconds - start) }
    let tape = ReplayTape(times: times) { count, _ in
      var shown = match
      shown.moves = Array(match.moves.prefix(count))
      // The resignation belongs to the end: before it, the match was going on.
      if count < match.moves.count { shown.resigned = nil }
      // The end as it ended (a flag that fell after the last move included); each move at its own time.
      let at = count == match.moves.count ? Int64(Int32.max) : count == 0 ? start : match.moves[count - 1].milliseconds
      let frozen = FrozenClock(date: match.createdAt.addingTimeInterval(Double(at) / 1000))
      return VersusMatchScene(store: store, clock: frozen, player: "", match: shown)
    }
    let names = "\(PlayerName.shown(match.x ?? "")) vs \(PlayerName.shown(match.o ?? ""))"
    let game = match.variant == .ultimate ? "Ultimate" : "TicTacToe"
    return ReplayScene(tape: tape, title: "Replay — \(names) · \(game)", gameSize: Size(width: 40, height: 12), now: now)
  }
}

/// A clock stopped at one date: a position of a match shown as it stood then.
final class FrozenClock: GameClock {
  let date: Date

  init(date: Date) { self.date = date }

  func now() -> Instant { .zero }
  func wallDate(at instant: Instant) -> Date { date.addingTimeInterval(Double(instant.milliseconds(since: .zero)) / 1000) }
}
