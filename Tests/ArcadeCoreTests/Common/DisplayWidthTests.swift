import ArcadeCore
import Testing

/// Widths as the terminal counts them (glibc's wcwidth under a UTF-8 locale), whatever the tests' locale.
@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("a", 1), ("é", 1), ("e\u{301}", 1), ("€", 1), ("─", 1), ("●", 1),
    ("🚀", 2), ("😀", 2), ("漢", 2), ("ｱ", 1), ("Ａ", 2), ("가", 2),
    ("\u{200B}", 0), ("\u{301}", 0), ("\u{0}", 0), ("\u{1B}", 0), ("\u{7F}", 0), ("\u{9B}", 0),
  ] as [(Character, Int)])
  func characterWidths(character: Character, width: Int) {
    #expect(character.terminalWidth == width)
  }

  @Test func stringWidths() {
    #expect(displayWidth("a\u{200B}bc") == 3)
    #expect(displayWidth("go 🚀!") == 6)
  }

  @Test func prefixFittingAWidthNeverSplitsAWideCharacter() {
    #expect("ab🚀cd".prefix(fittingWidth: 3) == "ab")
    #expect("ab🚀cd".prefix(fittingWidth: 4) == "ab🚀")
    #expect("abc".prefix(fittingWidth: 0) == "")
    #expect("abc".prefix(fittingWidth: 10) == "abc")
  }
}

@Suite struct PlayerNameTests {
  @Test func typingRefusesWhatShowsAsNothingOrTurnsTheText() {
    for refused: Character in ["\u{0}", "\u{7}", "\u{1B}", "\u{9B}", "\u{200B}", "\u{200E}", "\u{202E}", "\u{2066}", "\u{FEFF}", "\u{301}"] {
      #expect(!PlayerName.accepts(refused), "\(refused.unicodeScalars.map { String($0.value, radix: 16) })")
    }
    for accepted: Character in ["a", "Z", " ", "é", "漢", "🚀", "ß"] {
      #expect(PlayerName.accepts(accepted))
    }
  }

  @Test func aStoredNameIsShownWithoutControlsAndAtMost24Columns() {
    #expect(PlayerName.shown("A\u{0}B") == "AB")
    #expect(PlayerName.shown("evil\u{202E}gnp.exe") == "evilgnp.exe")
    #expect(PlayerName.shown("x\u{1B}]0;title\u{7}y") == "xy")
    #expect(PlayerName.shown(String(repeating: "n", count: 40)) == String(repeating: "n", count: 24))
    let wide = PlayerName.shown(String(repeating: "漢", count: 20))
    #expect(wide == String(repeating: "漢", count: 12))
    #expect(displayWidth(PlayerName.shown("a" + String(repeating: "漢", count: 20))) == 23)
  }
}
