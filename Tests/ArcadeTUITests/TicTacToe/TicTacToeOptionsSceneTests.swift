import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

@Suite("TicTacToe options and flags")
struct TicTacToeOptionsSceneTests {
  @Test func theFormOffersTheVariantsOpponents() {
    let services = makeServices(size: .roomy)
    var scene = TicTacToeOptionsScene(recorder: services.recorder)
    let text = render(scene, size: .roomy, services: services)
    #expect(text.contains("TicTacToe · Options"))
    #expect(text.contains("◀ Normal"))
    #expect(text.contains("Classic: Normal wins and blocks by rule; a fork beats it. You start."))
    // The variant row to Ultimate: the opponent stays Normal, and Hard is one step on.
    send([.key(.right), .key(.down), .key(.right)], to: &scene, services: services)
    #expect(scene.options == TicTacToeOptions(variant: .ultimate, opponent: .hard))
    let start = send([.key(.enter)], to: &scene, services: services)
    #expect(start?.pushed is UltimateScene)
  }

  @Test func perfectDoesNotCarryIntoUltimate() {
    var options = TicTacToeOptions(variant: .classic, opponent: .perfect)
    options.variant = .ultimate
    #expect(options.fitted.opponent == .normal)
    #expect(TicTacToeOptionsScene(recorder: makeServices().recorder, options: options).options.opponent == .normal)
  }

  @Test func itFitsAt40x12() {
    let services = makeServices(size: .compact)
    let text = render(TicTacToeOptionsScene(recorder: services.recorder), size: .compact, services: services)
    #expect(!text.contains("Enlarge"))
    #expect(text.contains("Who starts"))
  }

  @Test func optionsGivenStartAGameAtOnce() throws {
    var choices = TicTacToeChoices()
    choices.opponent = .perfect
    let services = makeServices(size: .roomy)
    let scene = try ArcadeGame.ticTacToe.launch(choices)(services)
    #expect((scene as? TicTacToeScene)?.sitting.options.opponent == .perfect)
  }
}
