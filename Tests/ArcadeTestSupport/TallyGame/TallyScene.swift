import ArcadeCore
import ArcadeTUI
import Foundation

/// Tally's one screen: `1`, `2` or `3` adds, `q` leaves. The least a game's screen needs to be played, kept,
/// resumed, replayed and recorded like any other.
public struct TallyScene: ResumableScene {
  public let recorder: RoundRecorder
  public private(set) var game: TallyGame
  public let roundUID: String
  public var context = RoundContext.free
  /// Set once the round has ended and was recorded.
  public private(set) var receipt: RoundReceipt?

  /// A new round from `seed` (a hard one is the daily's deal).
  public init(recorder: RoundRecorder, seed: UInt64, hard: Bool = false, now: Instant) {
    self.recorder = recorder
    game = TallyGame(seed: seed, hard: hard, at: now)
    roundUID = UUID().uuidString
  }

  public init(recorder: RoundRecorder, resuming game: TallyGame, uid: String, context: RoundContext = .free) {
    self.recorder = recorder
    self.game = game
    roundUID = uid
    self.context = context
  }

  public var minimumSize: Size { Size(width: 20, height: 3) }
  public var help: SceneHelp { SceneHelp(title: "Tally", keys: [HelpEntry](), notes: ["1, 2 or 3 adds; q leaves."]) }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    guard case .key(.character(let key)) = event else { return nil }
    if key == "q" { return .leave }
    guard receipt == nil, let amount = Int(String(key)) else { return nil }
    game.apply(.add(amount), at: frame.now)
    if let finished = game.recordedRound { receipt = recorder.record(finished, context: context) }
    return nil
  }

  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    _ = canvas.put("Tally \(game.total) of \(game.target)" + (receipt == nil ? "" : " — over"), at: Point(x: 0, y: 0))
  }

  public var moveCount: Int { game.moves.count }
  public var roundHasEnded: Bool { game.isOver }

  public func unfinishedRound(at now: Instant) -> UnfinishedRound? {
    guard !game.isOver else { return nil }
    return unfinished(game, choices: TallyChoices(), summary: "Tally \(game.total) of \(game.target)", at: now)
  }
}
