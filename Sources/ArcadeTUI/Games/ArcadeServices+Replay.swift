import ArcadeCore
import Foundation

extension ArcadeServices {
  /// The replay of a saved round in its game's screen, or a screen that says why there is none.
  public func replayScene(of round: PlayedRound) -> any Scene {
    guard let game = games[round.game] else {
      return NotReadyScene(name: round.game.rawValue, message: "This version does not have \(round.game.rawValue).")
    }
    guard let bytes = round.tape else {
      return NotReadyScene(name: game.title, message: "This round was saved before rounds kept their moves: it cannot be replayed.")
    }
    guard let tape = game.replay?(Array(bytes), self), let first = tape.screen(0, now()) else {
      return NotReadyScene(name: game.title, message: "This round's moves cannot be read by this version.")
    }
    let size = first.minimumSize
    return ReplayScene(
      tape: tape, title: Self.replayTitle(of: round, formatTime: games[round.game]?.formatTime, verifier: RoundVerifier(games.definitions.reading(content))),
      gameSize: Size(width: max(40, size.width), height: max(12, size.height)), now: now())
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
