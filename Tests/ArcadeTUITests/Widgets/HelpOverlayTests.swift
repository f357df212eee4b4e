import ArcadeCore
import Testing

@testable import ArcadeTUI

/// The `?` window: keys too many for its key column stand on a line of their own, whole.
@Suite struct HelpOverlayTests {
  @Test func longKeysGetTheirOwnLineAndAreNeverCut() {
    let help = SceneHelp(title: "Products", keys: [
      HelpEntry("↑ ↓  j k  wheel  PgUp PgDn", "scroll the products"),
      HelpEntry("q  Esc", "back"),
    ])
    var canvas = Canvas(size: Size(width: 60, height: 12))
    HelpOverlay.draw(help, into: &canvas, theme: Theme(.plain, glyphs: .unicode))
    let lines = canvas.text.split(separator: "\n").map(String.init)
    let keys = try? #require(lines.firstIndex { $0.contains("↑ ↓  j k  wheel  PgUp PgDn") })
    #expect(keys.map { !lines[$0].contains("scroll") && lines[$0 + 1].contains("scroll the products") } == true)
    #expect(lines.contains { $0.contains("q  Esc") && $0.contains("back") })
  }
}
