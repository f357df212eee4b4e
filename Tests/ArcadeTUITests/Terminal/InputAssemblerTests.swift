import ArcadeTestSupport
import ArcadeCore
import CNCurses
import Testing
@testable import ArcadeTUI

/// Bytes as a terminal sends them, in; keys out. A script that runs dry reads as a timeout.
@Suite struct InputAssemblerTests {
  /// Every key the bytes make, and the timeouts each read asked for.
  static func assemble(_ units: [InputUnit]) -> (keys: [AssembledInput], timeouts: [Int]) {
    var script = units[...]
    var timeouts: [Int] = []
    var assembler = InputAssembler()
    var keys: [AssembledInput] = []
    while let key = assembler.next(timeoutMilliseconds: -1, read: { timeout in
      timeouts.append(timeout)
      return script.popFirst()
    }) {
      keys.append(key)
    }
    return (keys, timeouts)
  }

  static func bytes(_ values: UInt8...) -> [InputUnit] { values.map(InputUnit.byte) }
  static func text(_ string: String) -> [AssembledInput] { string.unicodeScalars.map(AssembledInput.scalar) }

  @Test func anInvalidByteIsDroppedAndTheNextKeyComesThrough() {
    #expect(Self.assemble(Self.bytes(0xFF, 0x71)).keys == Self.text("q"))
    #expect(Self.assemble(Self.bytes(0xFE, 0x80, 0xC0, 0xC1, 0xF5, 0x71)).keys == Self.text("q"))
  }

  @Test func aLeadByteCutShortIsDroppedAndWhatCutItIsKept() {
    // 0xE7 is an 8-bit terminal's Alt+g: it begins a three-byte character that never comes.
    #expect(Self.assemble(Self.bytes(0xE7, 0x71)).keys == Self.text("q"))
    #expect(Self.assemble(Self.bytes(0xE7, 0x1B)).keys == Self.text("\u{1B}"))
    #expect(Self.assemble([.byte(0xE7), .keyCode(KEY_UP), .byte(0x71)]).keys == [.keyCode(KEY_UP)] + Self.text("q"))
    #expect(Self.assemble(Self.bytes(0xF0, 0x9F, 0x71)).keys == Self.text("q"))
  }

  @Test func theRestOfACharacterIsAwaitedOnlyBriefly() {
    let (keys, timeouts) = Self.assemble(Self.bytes(0xE7))
    #expect(keys.isEmpty)
    // The lead byte, its missing rest awaited briefly, then a wait for a new key with nothing held.
    #expect(timeouts == [-1, InputAssembler.followUpMilliseconds, -1])
  }

  @Test func validCharactersOfEveryLength() {
    let text = "aé€🚀"
    #expect(Self.assemble(Array(text.utf8).map(InputUnit.byte)).keys == Self.text(text))
  }

  @Test func overlongFormsAndSurrogatesAreDropped() {
    #expect(Self.assemble(Self.bytes(0xE0, 0x80, 0xAF, 0x71)).keys == Self.text("q"))
    #expect(Self.assemble(Self.bytes(0xED, 0xA0, 0x80, 0x71)).keys == Self.text("q"))
  }

  @Test func aMouseReportCursesDidNotDecodeIsNeverEsc() {
    // X10 press and release at column 10, row 5 (TERM=vt100, which has no kmous), then q.
    let click = Self.bytes(0x1B, 0x5B, 0x4D, 0x20, 0x2B, 0x26, 0x1B, 0x5B, 0x4D, 0x23, 0x2B, 0x26, 0x71)
    #expect(Self.assemble(click).keys == Self.text("q"))
    // A report far right: its column byte is above 0x7F, and is not taken for UTF-8.
    #expect(Self.assemble(Self.bytes(0x1B, 0x5B, 0x4D, 0x20, 0xFF, 0x26, 0x71)).keys == Self.text("q"))
    // SGR form.
    #expect(Self.assemble(Array("\u{1B}[<0;12;5M\u{1B}[<0;12;5mq".utf8).map(InputUnit.byte)).keys == Self.text("q"))
  }

  @Test func unknownSequencesAreDroppedWhole() {
    #expect(Self.assemble(Array("\u{1B}[15;2~x\u{1B}OPy".utf8).map(InputUnit.byte)).keys == Self.text("xy"))
  }

  @Test func escAloneAndEscBeforeAKey() {
    #expect(Self.assemble(Self.bytes(0x1B)).keys == Self.text("\u{1B}"))
    #expect(Self.assemble(Self.bytes(0x1B, 0x71)).keys == Self.text("\u{1B}q"))
    #expect(Self.assemble(Self.bytes(0x1B, 0x1B)).keys == Self.text("\u{1B}\u{1B}"))
    #expect(Self.assemble(Self.bytes(0x1B, 0x5B)).keys == Self.text("\u{1B}["))
    #expect(Self.assemble(Self.bytes(0x1B, 0x4F)).keys == Self.text("\u{1B}O"))
  }

  @Test func afterAnyBytesAndAPauseTheNextKeyComesThrough() {
    // Whatever arrived before (cut characters, half sequences), nothing of it is held past a pause.
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<500 {
      var script = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        InputUnit.byte(UInt8.random(in: 0...255, using: &generator))
      }[...]
      var assembler = InputAssembler()
      while assembler.next(timeoutMilliseconds: -1, read: { _ in script.popFirst() }) != nil {}
      #expect(script.isEmpty)
      script = [.byte(0x71)]
      #expect(assembler.next(timeoutMilliseconds: -1, read: { _ in script.popFirst() }) == .scalar("q"))
    }
  }
}
