import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

/// The ASCII check used by scene tests can fail: a glyph with no stand-in is caught.
@Suite struct UnmappedGlyphTests {
  /// A scene that draws a snowman, which has no ASCII stand-in, beside mapped glyphs.
  struct Snowman: Scene {
    var minimumSize: Size { Size(width: 10, height: 2) }
    var help: SceneHelp { SceneHelp(title: "Snowman", keys: [HelpEntry]()) }
    mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? { nil }
    func draw(into canvas: inout Canvas, frame: SceneFrame) {
      canvas.put("☃ → × é ?", at: Point(x: 0, y: 0))
    }
  }

  @Test func anUnmappedGlyphIsReportedAndMappedOnesAreNot() {
    let services = makeServices(unicode: false)
    #expect(unmappedGlyphs(Snowman(), size: Size(width: 20, height: 2), services: services) == ["☃"])
    // The ASCII render alone is all ASCII either way: why the old check could not fail.
    #expect(render(Snowman(), size: Size(width: 20, height: 2), services: services).unicodeScalars.allSatisfy { $0.isASCII })
  }
}
