import ArcadeTestSupport
import ArcadeCore
import CNCurses
import Testing
@testable import ArcadeTUI

/// The terminal's answer about its background (OSC 11) never reaches a scene as keys, whatever it ends with.
@Suite struct InputAssemblerReportTests {
  static func units(_ text: String) -> [InputUnit] { text.utf8.map(InputUnit.byte) }

  @Test func anAnswerEndedByBelOrStIsOneReportAndTheNextKeyFollows() {
    let answer = "11;rgb:ffff/ffff/dddd"
    for ending in ["\u{07}", "\u{1B}\\"] {
      let keys = InputAssemblerTests.assemble(Self.units("\u{1B}]" + answer + ending + "q")).keys
      #expect(keys == [.terminalReport(answer)] + InputAssemblerTests.text("q"), "ending \(ending.debugDescription)")
    }
    // The eight-bit ST some terminals send.
    let eightBit = InputAssemblerTests.assemble(Self.units("\u{1B}]" + answer) + [.byte(0x9C)] + Self.units("j")).keys
    #expect(eightBit == [.terminalReport(answer)] + InputAssemblerTests.text("j"))
  }

  @Test func anAnswerCutShortIsDroppedWithoutAKeyOfIt() {
    // No terminator ever comes: nothing of it is a key.
    #expect(InputAssemblerTests.assemble(Self.units("\u{1B}]11;rgb:0000/00")).keys.isEmpty)
    // A key code in the middle: the command is dropped, the key kept.
    let cut = InputAssemblerTests.assemble(Self.units("\u{1B}]11;rgb") + [.keyCode(KEY_UP)]).keys
    #expect(cut == [.keyCode(KEY_UP)])
    // Esc that is not ST begins the next key.
    let escaped = InputAssemblerTests.assemble(Self.units("\u{1B}]11;rgb\u{1B}x")).keys
    #expect(escaped == InputAssemblerTests.text("\u{1B}x"))
  }

  @Test func anEndlessCommandIsDroppedAtItsLimit() {
    let flood = Self.units("\u{1B}]" + String(repeating: "9", count: InputAssembler.longestReport + 10) + "\u{07}q")
    let keys = InputAssemblerTests.assemble(flood).keys
    #expect(!keys.contains { if case .terminalReport = $0 { true } else { false } })
    #expect(keys.last == .scalar("q"))
  }

  @Test func reportsAreNoKeys() {
    #expect(KeyDecoding.decode(.terminalReport("11;rgb:0/0/0")) == nil)
  }
}
