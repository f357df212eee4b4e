import ArcadeTestSupport
import Testing
@testable import ArcadeTUI

/// The colours that carry meaning stay apart for protan, deutan and tritan eyes (Machado et al. 2009, severity 1).
@Suite struct ColourBlindPaletteTests {
  static let palette = ThemePalette.colourBlind

  /// Each set a player tells apart by colour on one screen; colours in different sets never meet.
  static let meaningful: [(String, [ThemeColor])] = [
    ("Minesweeper 1–8", palette.numbers),
    ("WordSearch found words", palette.found),
    ("X and O", [palette.markX, palette.markO]),
    ("right and wrong", [palette.good, palette.bad]),
  ]

  static let minimumDifference = 10.0

  @Test(arguments: ColourVision.allCases)
  func meaningfulColoursStayApart(vision: ColourVision) {
    for (name, colours) in Self.meaningful {
      var lowest = Double.infinity
      for i in colours.indices {
        for j in colours.indices where j > i {
          let a = vision.simulate(colours[i].rgb).rgb.lab
          let b = vision.simulate(colours[j].rgb).rgb.lab
          let difference = a.difference(to: b)
          lowest = min(lowest, difference)
          #expect(difference >= Self.minimumDifference, "\(name) under \(vision): \(colours[i].rgb) and \(colours[j].rgb) differ by \(difference)")
        }
      }
      print("CIEDE2000 \(vision.rawValue) \(name): lowest \((lowest * 10).rounded() / 10)")
    }
  }

  @Test func meaningfulColoursStayApartForEveryoneElseToo() {
    for (name, colours) in Self.meaningful {
      for i in colours.indices {
        for j in colours.indices where j > i {
          #expect(colours[i].rgb.lab.difference(to: colours[j].rgb.lab) >= Self.minimumDifference, "\(name)")
        }
      }
    }
  }

  @Test func theSetsAreWhatTheScenesUse() {
    let theme = Theme(.colourBlind, glyphs: .unicode)
    #expect((1...8).map { theme.number($0).foreground } == Self.palette.numbers)
    #expect(theme.mark(isX: true).foreground == Self.palette.markX && theme.mark(isX: false).foreground == Self.palette.markO)
    #expect((0..<Self.palette.found.count).map { theme.found(order: $0).foreground } == Self.palette.found)
    #expect(theme.good.foreground == Self.palette.good && theme.bad.foreground == Self.palette.bad)
  }
}
