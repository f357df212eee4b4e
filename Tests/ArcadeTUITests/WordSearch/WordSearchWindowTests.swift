import ArcadeTestSupport
import ArcadeCore
import Testing

@testable import ArcadeTUI

/// A grid larger than the screen says which part of it shows, on the row above the grid, at any terminal size.
@Suite("WordSearch windows")
struct WordSearchWindowTests {
  @Test("a 10×10 grid at 40×12 says which rows show, on the row above the grid, and still lists every word")
  func narrowHint() {
    let services = makeServices(size: Size(width: 40, height: 12))
    var scene = WordSearchFixture.scene(services: services)
    let expected = """
       WordSearch — Programming · 10×10 Easy
            Found 0/8 · Reveals 2 · 0:00
         rows 1–7 of 10          iOS
         C V I M A S O G J T     Java
         F U V S W S B T L E     Kotlin
         N S A S B R J F S F     Mobile
         S W R M S E E K U V     ObjectiveC
         H I I O B J C O A F     Shopify
         O F A B K A T T G V     Swift
         P T B I D V I L I P     Variable

       Space mark · v reveal · r new · q back
      """
    #expect(render(scene, size: Size(width: 40, height: 12), services: services) == expected)
    send(Array(repeating: .key(.down), count: 9), to: &scene, services: services)
    #expect(screenLines(scene, size: Size(width: 40, height: 12), services: services)[2].hasPrefix("   rows 4–10 of 10   "))
    // A grid that fits says nothing.
    #expect(!render(scene, size: Size(width: 100, height: 30), services: services).contains("rows"))
  }
}
