import Foundation
import Testing

@testable import ArcadeCore

@Suite("WordSearch themes")
struct WordSearchThemeTests {
  static func decode(_ text: String) throws(ContentError) -> WordSearchTheme {
    try WordSearchTheme(decoding: Data(text.utf8), file: "t.txt")
  }

  static func error(_ text: String) -> ContentError? {
    do {
      _ = try decode(text)
      return nil
    } catch {
      return error
    }
  }

  @Test("a theme: comments and blank lines skipped, words as written")
  func decodes() throws {
    let theme = try Self.decode("# comment\n\ntheme: Food\r\nice cream\nCafé\n  \nApple\n")
    #expect(theme.name == "Food" && theme.words == ["ice cream", "Café", "Apple"])
    // Not a shipped file: its rounds go on boards of their own.
    #expect(theme.edition != nil)
  }

  @Test("a malformed theme names the file and the line at fault", arguments: [
    ("Swift\n", "t.txt: line 1: expected \"theme: Name\" before the words"),
    ("theme: X\nSwift\nGo\n", "t.txt: line 3: \"Go\" has 2 letters A–Z; a word needs at least 3"),
    ("theme: X\nSwift\nswift\n", "t.txt: line 3: \"swift\" is hidden as the same letters as \"Swift\" on line 2 (X)"),
    ("theme: X\nSw\u{202E}ift\n", "t.txt: line 2: \"SwU+202Eift\" contains a bidirectional control character, which can make text show in another order"),
    ("theme: X\nSw\u{7}ift\n", "t.txt: line 2: \"SwU+7ift\" contains a control character"),
    ("theme: X\nice  cream\n", "t.txt: line 2: \"ice  cream\" has two spaces in a row"),
    ("theme: X\nSwift \n", "t.txt: line 2: \"Swift \" ends with a space"),
    ("theme: X\n" + String(repeating: "a", count: 25) + "\n", "t.txt: line 2: \"\(String(repeating: "a", count: 25))\" is longer than 24 characters"),
    ("theme:\nSwift\n", "t.txt: line 1: the theme has no name after \"theme:\""),
    ("theme: X\n", "t.txt: the list has no entries"),
    ("", "t.txt: line 1: the file has no \"theme: Name\" line"),
  ])
  func malformed(text: String, message: String) {
    #expect(Self.error(text)?.description == message)
  }

  @Test("limits a person never hits by hand are refused with the limit named")
  func limits() {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
    var words: [String] = []
    for index in 0..<2001 {
      words.append("w" + String([alphabet[index % 26], alphabet[(index / 26) % 26], alphabet[index / 676]]))
    }
    let many = "theme: X\n" + words.joined(separator: "\n")
    #expect(Self.error(many)?.description == "t.txt: 2001 entries is more than a content file may have (2000)")
    let huge = String(repeating: "#", count: WordSearchTheme.maximumFileBytes + 1)
    #expect(Self.error(huge)?.description.hasSuffix("is more than a content file may have (262144 bytes)") == true)
    #expect((try? WordSearchTheme(decoding: Data([0x74, 0xFF]), file: "t.txt")) == nil)
  }

  @Test("letters: accents go, spaces go, ß is SS")
  func letters() {
    #expect(WordLetters.text("ObjectiveC") == "OBJECTIVEC")
    #expect(WordLetters.text("ice cream") == "ICECREAM")
    #expect(WordLetters.text("é") == "E")
    #expect(WordLetters.text("Crêpe") == "CREPE")
    #expect(WordLetters.text("Straße") == "STRASSE")
    #expect(WordLetters.text("Hip-hop") == "HIPHOP")
    #expect(WordLetters.text("Ærø") == "AERO")
    #expect(WordLetters.text("C++ 11") == "C")
  }
}
