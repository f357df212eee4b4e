import ArcadeCore
import Testing
@testable import ArcadeTUI

/// The key table: which row an event finds, and the help made from the same rows.
@Suite struct KeyTableTests {
  enum Probe: Hashable, Sendable {
    case up, down, letter(Character), quit, wheel(Int), click(Point), other
  }

  static let table = KeyTable<Probe>([
    KeyRow.upDown("move", up: .up, down: .down, priority: 2, footer: "↑↓ move").adding(nil, .on(.tab, do: .down)),
    KeyRow("letters", "a shortcut", [.character { .letter($0) }]),
    .wheel("scroll", up: .wheel(-1), down: .wheel(1)),
    .click("choose"),
    .back("quit", .quit, footer: "q quit").adding("Ctrl-C"),
  ])

  @Test func namedKeysComeBeforeAnyCharacter() {
    #expect(Self.table.action(for: .key("q")) == .quit)
    #expect(Self.table.action(for: .key("k")) == .up)
    #expect(Self.table.action(for: .key("x")) == .letter("x"))
    #expect(Self.table.action(for: .key(.tab)) == .down)
    #expect(Self.table.action(for: .key(.home)) == nil)
    #expect(Self.table.action(for: .tick) == nil)
  }

  @Test func theWheelIsARowAndOtherMouseEventsGoToTheLayout() {
    let point = Point(x: 3, y: 4)
    #expect(Self.table.action(for: .mouse(MouseEvent(.press, .wheelDown, at: point))) == .wheel(1))
    // Some terminals report a wheel's release too: it is not another notch.
    #expect(Self.table.action(for: .mouse(MouseEvent(.release, .wheelDown, at: point)), click: { .click($0) }) == nil)
    #expect(Self.table.action(for: .mouse(MouseEvent(.press, .left, at: point)), click: { .click($0) }) == .click(point))
    #expect(Self.table.action(for: .mouse(MouseEvent(.press, .right, at: point)), click: { .click($0) }) == nil)
    #expect(Self.table.action(for: .mouse(MouseEvent(.press, .right, at: point)), mouse: { _ in .other }) == .other)
  }

  @Test func theHelpComesFromTheSameRows() {
    #expect(Self.table.helpEntries == [
      HelpEntry("↑ ↓  j k", "move", priority: 2, footer: "↑↓ move"),
      HelpEntry("letters", "a shortcut"),
      HelpEntry("wheel", "scroll"),
      HelpEntry("click", "choose"),
      HelpEntry("q  Esc  Ctrl-C", "quit", priority: 3, footer: "q quit"),
    ])
    let unlisted = KeyTable<Probe>([.unlisted(.on(.home, do: .up))])
    #expect(unlisted.helpEntries.isEmpty)
    #expect(unlisted.action(for: .key(.home)) == .up)
  }

  @Test func digitsAndArrowsAreNamedOnce() {
    let digits = KeyTable<Int>([KeyRow("1 – 4", "choose", [.digits(1...4) { $0 }])])
    #expect(digits.action(for: .key("3")) == 3)
    #expect(digits.action(for: .key("5")) == nil)
    let arrows = KeyTable<Direction>([.arrows("move") { $0 }])
    #expect(arrows.helpEntries.map(\.keys) == ["↑ ↓ ← →  h j k l"])
    #expect(arrows.action(for: .key(.left)) == .west)
    #expect(arrows.action(for: .key("j")) == .south)
  }

  @Test func aStepStopsAtBothEndsAndCountsFromWhereTheTextStops() {
    #expect(ScrollStep.lines(-1).offset(from: 0, page: 10, last: 5) == 0)
    #expect(ScrollStep.pages(1).offset(from: 2, page: 10, last: 5) == 5)
    // A terminal that grew shows the text from its last line: going up moves from there at once.
    #expect(ScrollStep.lines(-1).offset(from: 9, page: 10, last: 5) == 4)
    #expect(ScrollStep.bottom.offset(from: 0, page: 10, last: -3) == 0)
  }
}
