import ArcadeTestSupport
import ArcadeCore
@testable import ArcadeTUI

extension TicTacToeSitting {
  static let normal = TicTacToeSitting(options: TicTacToeOptions(variant: .classic, opponent: .normal))
  static let perfect = TicTacToeSitting(options: TicTacToeOptions(variant: .classic, opponent: .perfect))
  static let twoPlayers = TicTacToeSitting(options: TicTacToeOptions(variant: .classic, opponent: .twoPlayers))
  static let ultimateHard = TicTacToeSitting(options: TicTacToeOptions(variant: .ultimate, opponent: .hard))
  static let ultimateTwoPlayers = TicTacToeSitting(options: TicTacToeOptions(variant: .ultimate, opponent: .twoPlayers))
}

extension Size {
  static let roomy = Size(width: 100, height: 30)
  static let compact = Size(width: 40, height: 12)
}

/// Moves the clock on and delivers the tick the scene asked for, as the loop would.
func advance<S: Scene>(_ scene: inout S, milliseconds: Int64, clock: ManualClock, services: ArcadeServices) {
  clock.advance(milliseconds: milliseconds)
  _ = scene.handle(.tick, frame: services.frame)
}
