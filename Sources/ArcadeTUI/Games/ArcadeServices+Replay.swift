import ArcadeCore
import Foundation

extension ArcadeServices {
  /// The replay of a saved round in its game's screen, or a screen that says why there is none.
  public func replayScene(of round: PlayedRound) -> any Scene {
    withSavedTape(of: round, to: "replayed") { game, bytes in
      guard let tape = game.replay?(bytes, self), let first = tape.screen(0, now()) else { return Self.unreadableMoves(of: game) }
      let size = first.minimumSize
      let verifier = RoundVerifier(games.definitions.reading(content))
      return ReplayScene(
        tape: tape, title: Self.replayTitle(of: round, formatTime: game.formatTime, verifier: verifier),
        gameSize: Size(width: max(40, size.width), height: max(12, size.height)), now: now())
    }
  }

  /// "Replay — ana · 0:42.17 · 26 Nov", and what checking found when the moves do not give the round.
  static func replayTitle(
    of round: PlayedRound, formatTime: ((Int64) -> String)? = nil, verifier: RoundVerifier = .arcade
  ) -> String {
    let format = DateFormatter()
    format.locale = Locale(identifier: "en_GB_POSIX")
    format.dateFormat = "d MMM"
    var parts = ["Replay — \(PlayerName.shown(round.player))"]
    // In the game's own format: 0:45 for a 45-second round, 45.17 only where the game counts hundredths.
    if let duration = round.durationMilliseconds { parts.append((formatTime ?? { formatDuration(milliseconds: $0) })(duration)) }
    parts.append(format.string(from: round.endedAt ?? round.startedAt))
    if let refusal = verifier.verdict(on: round).refusal { parts.append("not verified: \(refusal.detail)") }
    return parts.joined(separator: " · ")
  }
}
