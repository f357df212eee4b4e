import ArcadeTestSupport
import ArcadeCore
import Testing

@testable import ArcadeTUI

@Suite struct InstructionsSceneTests {
  /// Thirty numbered lines: more than a 40×12 screen shows (8 rows).
  func scene() -> InstructionsScene {
    InstructionsScene(title: "Test", lines: (1...30).map { "line \($0)" }, game: .pathfinder, player: makeServices().player)
  }

  @Test func theWheelAndTheKeysScrollAndStopAtTheEnd() {
    let size = Size(width: 40, height: 12)
    let services = makeServices(size: size)
    var instructions = scene()
    let wheel = { (button: MouseButton) in InputEvent.mouse(MouseEvent(.press, button, at: Point(x: 0, y: 0))) }
    send([wheel(.wheelDown), wheel(.wheelDown)], to: &instructions, services: services)
    #expect(render(instructions, size: size, services: services).contains("line 3\n"))
    // Far past the end, one step up already shows an earlier line: the scroll stopped at the last one.
    send(Array(repeating: wheel(.wheelDown), count: 40) + [.key(.character("j"))], to: &instructions, services: services)
    #expect(render(instructions, size: size, services: services).contains("line 30"))
    send([wheel(.wheelUp)], to: &instructions, services: services)
    let text = render(instructions, size: size, services: services)
    #expect(!text.contains("line 30"))
    #expect(text.contains("line 29"))
  }

  /// Scrolled to the end on a small screen, then the terminal grows: one step up moves at once.
  @Test func aStepUpAfterTheScreenGrewMovesAtOnce() {
    let services = makeServices(size: Size(width: 40, height: 12))
    var instructions = scene()
    send(Array(repeating: .key(.character("j")), count: 40), to: &instructions, services: services)
    let taller = Size(width: 40, height: 20)
    services.screenSize = taller
    send([.key(.character("k"))], to: &instructions, services: services)
    // 30 lines, 16 rows: the last scroll is 14, one step up shows line 14 first.
    let lines = render(instructions, size: taller, services: services).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[2].trimmingCharacters(in: .whitespaces) == "line 14")
  }
}
