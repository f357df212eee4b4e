import ArcadeTestSupport
import Testing
@testable import ArcadeTUI

/// Every foreground and background pair the scenes draw, in every theme, measured against WCAG 2.
///
/// The pairs are collected by driving every fuzz start (each game's screens, the menu,
/// the boards, Settings, Help) through the real loop into the memory terminal, with a
/// few random events after each route, not from a list kept by hand.
@Suite struct ThemeContrastTests {
  /// What one cell asks of its colours: text 4.5:1, frames and block glyphs 3:1.
  enum Need: String { case text, frame }

  struct Pair: Hashable {
    var foreground: RGB
    var background: RGB
    var need: Need
  }

  /// The smallest ratio each theme must keep for text; High contrast keeps WCAG's AAA level.
  static func textMinimum(_ theme: ThemeName) -> Double { theme == .highContrast ? 7 : 4.5 }
  static let frameMinimum = 3.0

  /// Each pair drawn in `theme`, with the first place it was seen. The theme is set for the run, as `--theme`
  /// does, so that Settings (where random keys change the player's choice) still draws in it.
  static func drawnPairs(_ theme: ThemeName) -> [Pair: String] {
    var pairs: [Pair: String] = [:]
    let palette = Theme(theme, glyphs: .unicode).palette
    for start in FuzzStart.all {
      let run = SceneFuzzRun(start: start, seed: 3, theme: theme)
      _ = run.run(events: 25)
      for frame in run.terminal.frames {
        for y in 0..<frame.height {
          for x in 0..<frame.width {
            let cell = frame[x, y]
            // A space shows only its background, and the right half of a wide glyph is drawn by the left.
            guard cell.glyph != " ", !cell.isContinuation else { continue }
            var foreground = cell.style.foreground?.rgb ?? palette.text
            var background = cell.style.background?.rgb ?? palette.background
            if cell.style.reverse { swap(&foreground, &background) }
            let pair = Pair(foreground: foreground, background: background, need: Self.need(of: cell.glyph))
            if pairs[pair] == nil { pairs[pair] = "\(start.name) \(frame.size) at \(x),\(y) '\(cell.glyph)'" }
          }
        }
      }
    }
    return pairs
  }

  /// Box drawing and block elements are frames and large glyphs; everything else is read as text.
  static func need(of glyph: Character) -> Need {
    guard let scalar = glyph.unicodeScalars.first else { return .text }
    return (0x2500...0x259F).contains(scalar.value) ? .frame : .text
  }

  @Test(arguments: ThemeName.allCases)
  func everyDrawnPairKeepsItsContrast(theme: ThemeName) {
    let pairs = Self.drawnPairs(theme)
    #expect(pairs.count >= 3, "too few pairs drawn to measure")
    var lowest: [Need: (Double, String)] = [:]
    for (pair, place) in pairs {
      let ratio = pair.foreground.contrast(with: pair.background)
      let minimum = pair.need == .text ? Self.textMinimum(theme) : Self.frameMinimum
      #expect(ratio >= minimum, "\(theme) \(pair.need) \(pair.foreground) on \(pair.background): \(ratio) < \(minimum), first at \(place)")
      if ratio < lowest[pair.need]?.0 ?? .infinity { lowest[pair.need] = (ratio, "\(pair.foreground) on \(pair.background), \(place)") }
    }
    for (need, (ratio, what)) in lowest.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      print("contrast \(theme.rawValue) \(need.rawValue): lowest \((ratio * 100).rounded() / 100):1, \(what); \(pairs.count) pairs")
    }
  }

  @Test func plainDrawsNoColourAtAll() {
    let pairs = Self.drawnPairs(.plain)
    let palette = ThemePalette.dark
    #expect(pairs.keys.allSatisfy { Set([$0.foreground, $0.background]) == Set([palette.text, palette.background]) })
  }
}

/// The palettes' roles against their backgrounds, including colours no fuzz run happened to draw (a rare 8).
@Suite struct ThemeRoleContrastTests {
  @Test(arguments: [ThemeName.dark, .light, .highContrast, .colourBlind])
  func everyRoleKeepsItsContrast(theme: ThemeName) {
    let palette = Theme(theme, glyphs: .unicode).palette
    let minimum = ThemeContrastTests.textMinimum(theme)
    let onBackground = [palette.title, palette.accent, palette.muted, palette.good, palette.bad, palette.frame, palette.status,
      palette.link, palette.strong, palette.markX, palette.markO] + palette.numbers + palette.found + palette.bands
    for colour in onBackground {
      #expect(colour.rgb.contrast(with: palette.background) >= minimum, "\(theme) \(colour.rgb)")
    }
    #expect(palette.selectedText.rgb.contrast(with: palette.selectedBackground.rgb) >= minimum, "\(theme) selection")
    for behind in [palette.alarm, palette.good, palette.bad] + palette.found {
      #expect(palette.onColour.rgb.contrast(with: behind.rgb) >= minimum, "\(theme) \(palette.onColour.rgb) on \(behind.rgb)")
    }
    for mark in [palette.markX, palette.markO, palette.accent, palette.muted] {
      #expect(mark.rgb.contrast(with: palette.highlight.rgb) >= minimum, "\(theme) \(mark.rgb) on the highlight")
    }
  }
}
