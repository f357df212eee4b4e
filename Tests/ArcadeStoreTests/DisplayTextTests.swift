import ArcadeTestSupport
import ArcadeCore
import Testing

@Suite("Names shown without control characters")
struct DisplayTextTests {
  @Test(arguments: [
    ("\u{1B}[31mred\u{1B}[0m", "red"),
    ("\u{1B}[38;5;196;1mbold", "bold"),
    ("\u{1B}]0;new title\u{7}name", "name"),
    ("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
    ("\u{1B}Pdevice\u{1B}\\ok", "ok"),
    ("a\u{1B}cb\u{1B}7c", "abc"),
    ("\u{1B}(Bascii", "ascii"),
    ("nul\u{0}bel\u{7}bs\u{8}tab\tnl\ncr\r", "nulbelbstabnlcr"),
    ("del\u{7F}ete", "delete"),
    ("c1\u{85}\u{9B}31mcsi\u{9D}osc\u{9C}end", "c1csiend"),
    ("\u{202E}evil\u{2066}x\u{2069}", "evilx"),
    ("trailing escape\u{1B}", "trailing escape"),
    ("unterminated \u{1B}]0;title", "unterminated "),
    ("\u{1B}[", ""),
  ])
  func removesEscapesAndControls(_ raw: String, _ shown: String) {
    #expect(sanitizedForDisplay(raw) == shown)
  }

  @Test func keepsOrdinaryUnicode() {
    let name = "Zoë Ångström 日本語 🎮 👩‍👩‍👧 e\u{301} Ελένη"
    #expect(sanitizedForDisplay(name) == name)
  }
}
