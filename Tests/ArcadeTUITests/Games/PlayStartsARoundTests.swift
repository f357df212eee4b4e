import ArcadeCore
import ArcadeTestSupport
import Testing

@testable import ArcadeTUI

/// `arcade play GAME` plays: a round at once, with the options last chosen (or the standard ones), never the Options.
@Suite struct PlayStartsARoundTests {
  @Test(arguments: GameRegistry.arcade().games.map(\.id))
  func playWithNoOptionsStartsARound(id: GameID) throws {
    let services = makeServices(size: Size(width: 100, height: 30))
    let game = try #require(services.games[id])
    let scene = try game.play(nil)(services)
    #expect(scene is any ResumableScene, "\(id.rawValue) opened \(type(of: scene))")
  }

  @Test func playWithNoOptionsStartsWithTheOnesLastChosen() throws {
    let services = makeServices(size: Size(width: 100, height: 30))
    services.player.remember(MinesweeperChoices(preset: .expert), for: .minesweeper)
    let game = try #require(services.games[.minesweeper])
    let scene = try #require(try game.play(nil)(services) as? MinesweeperScene)
    #expect(scene.game.configuration == .expert)
  }
}
