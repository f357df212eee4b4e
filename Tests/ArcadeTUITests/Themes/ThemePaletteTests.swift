import ArcadeTestSupport
import Testing
@testable import ArcadeTUI

/// The palettes' shape, their 256-colour and 8-colour forms, and meaning that survives without colour.
@Suite struct ThemePaletteTests {
  static let palettes: [ThemeName: ThemePalette] = [
    .dark: .dark, .light: .light, .highContrast: .highContrast, .colourBlind: .colourBlind,
  ]

  static func colours(of palette: ThemePalette) -> [ThemeColor] {
    [
      palette.title, palette.accent, palette.muted, palette.selectedText, palette.selectedBackground, palette.good, palette.bad,
      palette.frame, palette.status, palette.link, palette.strong, palette.onColour, palette.markX, palette.markO,
      palette.alarm, palette.highlight,
    ] + palette.numbers + palette.found + palette.bands
  }

  @Test func everyPaletteHasItsSets() {
    for (name, palette) in Self.palettes {
      #expect(palette.numbers.count == 8, "\(name)")
      #expect(palette.found.count >= 4, "\(name)")
      #expect(palette.bands.count == 4, "\(name)")
    }
  }

  /// A 256-colour terminal shows each theme exactly as a direct-colour one does.
  @Test func everyColourIsOneOfXtermsTwoHundredAndFiftySix() {
    for (name, palette) in Self.palettes {
      for colour in Self.colours(of: palette) {
        let index = ColourDepth.indexed256.number(for: colour)
        #expect((16...255).contains(index) && Xterm256.rgb(index) == colour.rgb, "\(name) \(colour.rgb) → \(index)")
      }
    }
  }

  @Test func nearestEntriesForColoursOffThePalette() {
    #expect(Xterm256.index(nearest: RGB(0x5F87FF)) == 69)
    #expect(Xterm256.index(nearest: RGB(0xEEEEEE)) == 255)
    #expect(Xterm256.index(nearest: RGB(0xE69F00)) == 214)  // Okabe–Ito orange: #FFAF00
    #expect(Xterm256.index(nearest: RGB(0x0072B2)) == 25)  // Okabe–Ito blue: #005FAF
  }

  @Test func depthsFromTerminfo() {
    #expect(ColourDepth(colours: 8, directFlag: false) == .basic)
    #expect(ColourDepth(colours: 16, directFlag: false) == .basic)
    #expect(ColourDepth(colours: 256, directFlag: false) == .indexed256)
    #expect(ColourDepth(colours: 0x100_0000, directFlag: true) == .direct)
    #expect(ColourDepth(colours: 256, directFlag: true) == .indexed256)
    #expect(ColourDepth.direct.number(for: ThemeColor(0x5F87FF)) == 0x5F87FF)
    #expect(ColourDepth.basic.number(for: ThemeColor(0x5F87FF, basic: .blue)) == TerminalColor.blue.rawValue)
  }

  /// On eight colours, Dark is the arcade's look from before themes, role for role.
  @Test func darkOnEightColoursIsTheOldLook() {
    let dark = ThemePalette.dark
    #expect([dark.title, dark.accent, dark.muted, dark.good, dark.bad, dark.frame, dark.status].map(\.basic)
      == [.cyan, .yellow, .white, .green, .red, .blue, .yellow])
    #expect([dark.selectedText, dark.selectedBackground].map(\.basic) == [.black, .cyan])
    #expect(dark.numbers.map(\.basic) == [.blue, .green, .red, .magenta, .yellow, .cyan, .white, .white])
    #expect([dark.markX, dark.markO].map(\.basic) == [.cyan, .magenta])
    #expect(dark.found.map(\.basic) == [.green, .yellow, .magenta, .cyan, .red, .blue])
  }

  /// On eight colours the colours that must differ still do: X from O, right from wrong, each number from the next.
  @Test func meaningSurvivesEightColours() {
    for (name, palette) in Self.palettes {
      #expect(palette.markX.basic != palette.markO.basic, "\(name)")
      #expect(palette.good.basic != palette.bad.basic, "\(name)")
      #expect(palette.selectedText.basic != palette.selectedBackground.basic, "\(name)")
    }
  }

  /// Without colour the meaning is still there: digits, letters, glyphs, and emphasis for found words and the selection.
  @Test func plainKeepsMeaningInAttributes() {
    let plain = Theme(.plain, glyphs: .unicode)
    #expect(plain.found(order: 2) == Style(bold: true, underline: true))
    #expect(plain.selected == Style(bold: true, reverse: true))
    #expect(plain.alarm == Style(bold: true, reverse: true))
    #expect(plain.muted == .plain)
    #expect((1...8).allSatisfy { plain.number($0).foreground == nil && plain.number($0).bold })
    #expect(GlyphSet.unicode.check != GlyphSet.unicode.wrong)
  }

  @Test func namesAsTyped() {
    #expect(ThemeName(typed: "Light") == .light)
    #expect(ThemeName(typed: "high contrast") == .highContrast)
    #expect(ThemeName(typed: "COLOR_BLIND") == .colourBlind)
    #expect(ThemeName(typed: "no-color") == .plain)
    #expect(ThemeName(typed: "solarized") == nil)
    #expect(ThemeName.allCases.map(\.title) == ["Dark", "Light", "High contrast", "Colour-blind safe", "Plain"])
  }
}
