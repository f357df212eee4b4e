import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeTUI

/// A game whose moves cannot be kept on disk says so on its bottom row while it is played (a closed terminal
/// would lose them); a game whose moves are kept shows its own footer.
@Suite struct NotKeptNoticeTests {
  struct Unwritable: Error, CustomStringConvertible { var description: String { "the score file is read-only" } }

  static func played(openStore: (() -> Result<any ScoreKeeping, any Error>)?) -> String {
    let clock = ManualClock()
    let size = Size(width: 100, height: 30)
    let services = makeServices(clock: clock, openStore: openStore, size: size)
    let terminal = MemoryTerminal(size: size, events: [])
    let app = App(terminal: terminal, services: services, root: MinesweeperScene(recorder: services.recorder, choices: ResumeTests.expert, configuration: .expert, seed: 42))
    app.draw()
    services.storage.warmUp()
    clock.advance(milliseconds: 500)
    terminal.enqueue(.key(.character(" ")))
    app.step()
    return terminal.lastFrame?.text ?? ""
  }

  @Test func movesThatCannotBeKeptAreSaidToBeSo() {
    let lines = Self.played(openStore: { .failure(Unwritable()) }).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.last?.contains("Moves not kept if the arcade closes: the score file is read-only") == true, "\(lines.last ?? "")")
  }

  @Test func movesKeptShowTheFooter() {
    let lines = Self.played(openStore: nil).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.last?.contains("Moves not kept") == false)
    #expect(lines.last?.contains("q back") == true, "\(lines.last ?? "")")
  }
}
