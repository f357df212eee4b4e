import ArcadeTestSupport
import ArcadeCore
@testable import ArcadeTUI

/// The characters a scene drew in ASCII mode that the loop's fallback can only show as "?" (looked at before
/// the fallback, which maps every cell to ASCII and so would hide them): what a player could not read.
func unreadableInASCII(_ scene: any Scene, size: Size, services: ArcadeServices) -> Set<Character> {
  Set(drawnCanvas(scene, size: size, services: services).text.filter { !$0.isASCII && AsciiFallback.character($0) == "?" })
}

/// The rendered screen as lines, blank ones kept (100×30 unless told).
func screenLines(_ scene: any Scene, size: Size = Size(width: 100, height: 30), services: ArcadeServices) -> [String] {
  render(scene, size: size, services: services).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// Sends events to a scene in order, returning the last transition any of them produced.
@discardableResult
func send<S: Scene>(_ events: [InputEvent], to scene: inout S, services: ArcadeServices) -> Transition? {
  var last: Transition?
  for event in events {
    if let transition = scene.handle(event, frame: services.frame) { last = transition }
  }
  return last
}

func keys(_ text: String) -> [InputEvent] { text.map { .key(.character($0)) } }

extension Transition {
  var isPop: Bool { if case .pop = self { true } else { false } }
  /// A game's `q`: back to where it was opened from.
  var isLeave: Bool { if case .leave = self { true } else { false } }
  /// A game's screen reopened (Options from an end panel).
  var reopened: (any Scene)? { if case .reopen(let scene) = self { scene } else { nil } }
  var isQuit: Bool { if case .quit = self { true } else { false } }
  var isMenu: Bool { if case .menu = self { true } else { false } }
  var pushed: (any Scene)? { if case .push(let scene) = self { scene } else { nil } }
  /// The boards asked for: their game, board and the round to mark.
  var leaderboard: (game: GameID?, board: Int?, highlight: RoundID?)? {
    if case .leaderboard(let game, let board, let highlight) = self { (game, board, highlight) } else { nil }
  }
  var opensLeaderboard: Bool { leaderboard != nil }
  /// The round asked to be played back.
  var watched: PlayedRound? { if case .watch(let round) = self { round } else { nil } }
  var raced: PlayedRound? { if case .race(let round) = self { round } else { nil } }
  var replacement: (any Scene)? { if case .replace(let scene) = self { scene } else { nil } }
}

/// Details with no fields, for fixtures that set `details` from a stored round.
private struct NoDetails: RoundDetails {}

extension PlayedRound {
  /// The same round as an engine would report it (clock readings from the dates), for `services.record`.
  var asFinished: FinishedRound {
    let start = Instant(milliseconds: Int64(startedAt.timeIntervalSince1970 * 1000))
    var finished = FinishedRound(
      game: game, outcome: outcome, score: score, moves: moves, durationMilliseconds: durationMilliseconds,
      variant: variant, gridSize: gridSize, seed: seed, assisted: assistance.contains(.help), details: NoDetails(),
      startedAt: start, endedAt: endedAt.map { Instant(milliseconds: Int64($0.timeIntervalSince1970 * 1000)) })
    finished.details = details
    return finished
  }
}

/// The glyphs a scene draws that the ASCII fallback has no stand-in for: in ASCII mode they would show as "?".
///
/// Drawn without the fallback, so the check can fail (an ASCII render alone is ASCII by construction).
func unmappedGlyphs(_ scene: any Scene, size: Size, services: ArcadeServices) -> Set<Character> {
  services.screenSize = size
  var canvas = Canvas(size: size)
  scene.draw(into: &canvas, frame: services.frame)
  var unmapped: Set<Character> = []
  for y in 0..<canvas.height {
    for x in 0..<canvas.width {
      let glyph = canvas[x, y].glyph
      if !canvas[x, y].isContinuation, glyph != "?", AsciiFallback.character(glyph) == "?" { unmapped.insert(glyph) }
    }
  }
  return unmapped
}
