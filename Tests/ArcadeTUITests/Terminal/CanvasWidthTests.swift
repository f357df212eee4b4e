import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

/// The canvas counts columns as the terminal does, so what follows a character lands where it shows.
@Suite struct CanvasWidthTests {
  @Test func aWideCharacterTakesTwoCells() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    #expect(canvas.put("🚀x", at: Point(x: 0, y: 0)) == 3)
    #expect(canvas[0, 0].glyph == "🚀")
    #expect(canvas[1, 0].isContinuation)
    #expect(canvas[2, 0].glyph == "x")
  }

  @Test func zeroWidthAndControlCharactersTakeNoCell() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    #expect(canvas.put("a\u{200B}b\u{1B}c", at: Point(x: 0, y: 0)) == 3)
    #expect(canvas.line(0) == "abc   ")
  }

  @Test func centringCountsColumns() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.putCentered("漢字", row: 0)
    #expect(canvas.line(0) == " 漢字 ")
  }

  @Test func fittingTextCountsColumns() {
    #expect(fittingText(["🚀🚀🚀", "ab"], width: 5) == "ab")
    #expect(fittingText(["🚀🚀🚀"], width: 5) == "🚀🚀")
  }
}
