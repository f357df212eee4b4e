import ArcadeCore
import ArcadeTestSupport
import Testing

@testable import ArcadeTUI

/// Text is fitted by the columns the terminal gives it: an emoji takes two, so a share line of squares stays inside
/// the end panel, every square shown.
@Suite struct WideTextFitTests {
  static let squares = String(repeating: "🟦🟩🟨", count: 6) + "🟦"

  @Test func wrappingCountsAnEmojiAsTwoColumns() {
    let lines = wrapText("WordSearch daily 2026-11-28 " + Self.squares, width: 30)
    #expect(lines.allSatisfy { displayWidth($0) <= 30 }, "\(lines)")
    #expect(lines.joined().filter { $0 == "🟦" || $0 == "🟩" || $0 == "🟨" }.count == 19)
  }

  @Test(arguments: [Size(width: 100, height: 30), Size(width: 40, height: 12)])
  func theShareLineStaysInsideTheEndPanel(size: Size) {
    let panel = EndOfRoundPanel(
      title: "WordSearch", headline: "All found!", tone: .good, figures: [.init("Time", "1:23")],
      notes: ["Daily 2026-11-28: 1st of 3", "WordSearch daily 2026-11-28 1:23 " + Self.squares], hasOptions: true)
    var canvas = Canvas(size: size)
    panel.draw(into: &canvas, theme: Theme(.plain, glyphs: .unicode))
    let rect = panel.layout(in: EndOfRoundPanel.defaultArea(size)).rect
    for y in rect.y..<(rect.y + rect.height) {
      #expect(canvas[rect.x, y].glyph != " " && canvas[rect.x + rect.width - 1, y].glyph != " ", "row \(y):\n\(canvas.text)")
    }
    if size.height >= 30 { #expect(canvas.text.filter { $0 == "🟦" || $0 == "🟩" || $0 == "🟨" }.count == 19, "\(canvas.text)") }
  }
}
