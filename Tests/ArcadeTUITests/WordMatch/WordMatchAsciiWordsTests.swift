import ArcadeTestSupport
import Foundation
import ArcadeCore
import Testing
@testable import ArcadeTUI

/// Words of the lists in ASCII mode: spelt out before the loop's one-cell fallback, so schön stays schoen, not schon.
@Suite struct WordMatchAsciiWordsTests {
  /// A German list whose words the one-cell fallback would change.
  static let german = WordList(
    source: WordList.Language(code: "en", name: "English"), target: WordList.Language(code: "de", name: "German"),
    pairs: [
      WordList.Pair(source: "beautiful", target: "schön"), WordList.Pair(source: "grandfather", target: "Großvater"),
      WordList.Pair(source: "over", target: "über"), WordList.Pair(source: "apple", target: "Äpfel"),
    ])

  /// Renders like the loop does: the scene, then the ASCII fallback of the whole frame.
  static func asciiScreen(_ scene: any Scene, services: ArcadeServices, size: Size = Size(width: 100, height: 30)) -> String {
    services.screenSize = size
    var canvas = Canvas(size: size)
    scene.draw(into: &canvas, frame: services.frame)
    AsciiFallback.apply(to: &canvas)
    return canvas.text
  }

  @Test(arguments: [
    ("schön", "schoen"), ("Großvater", "Grossvater"), ("über", "ueber"), ("Äpfel", "Aepfel"), ("Öl", "Oel"),
    ("Übung", "Uebung"), ("café", "cafe"), ("niño", "ninyo"), ("cœur", "coeur"), ("house", "house"),
  ])
  func spellsWordsOutInASCII(word: String, ascii: String) {
    #expect(WordMatchText.ascii(word) == ascii)
    #expect(WordMatchText(glyphs: .ascii).word(word) == ascii)
    // With Unicode glyphs the word is drawn as it is.
    #expect(WordMatchText(glyphs: .unicode).word(word) == word)
  }

  @Test func thePromptAndTheFallingWordKeepTheirUmlauts() {
    let services = makeWordMatchServices(unicode: false)
    // German → English, so the German word is the prompt and English ones fall; and the other way round.
    for list in [Self.german, Self.german.reversed] {
      var found = (prompt: false, candidate: false)
      // A few deals: every word drawn is spelt out, and some of them are German.
      for seed: UInt64 in 1...8 {
        let scene = WordMatchPlayScene(
          recorder: services.recorder, wordList: list, choices: WordMatchChoices(listFile: nil, options: .standard), seed: seed,
          startingAt: services.now(), screen: services.screenSize)
        let round = scene.game.round!
        let text = Self.asciiScreen(scene, services: services)
        let prompt = WordMatchText.ascii(round.prompt)
        let candidate = WordMatchText.ascii(round.candidate)
        let words = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        // The prompt sits in its frame: "|  schoen  |".
        #expect(words.contains { $0.hasPrefix("|") && $0.contains(" \(prompt) ") })
        #expect(words.contains(candidate))
        found.prompt = found.prompt || prompt != round.prompt
        found.candidate = found.candidate || candidate != round.candidate
        for lost in ["schon", "Grosvater", "uber", "Apfel"] {
          #expect(!words.contains(lost) && !words.contains { $0.contains(" \(lost) ") })
        }
      }
      // German → English shows German prompts; English → German lets German words fall.
      #expect(list.source.code == "de" ? found.prompt : found.candidate)
    }
  }

  @Test func missedPairsKeepTheirUmlauts() {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock, unicode: false)
    var scene = WordMatchPlayScene(
      recorder: services.recorder, wordList: Self.german, choices: WordMatchChoices(listFile: nil, options: WordMatchOptions(pairCount: 5, lives: 5)),
      seed: 3, startingAt: services.now(), screen: services.screenSize)
    var result: WordMatchResultScene?
    while result == nil {
      // Every answer wrong: every pair is missed, with its right translation listed.
      let truth = scene.game.round!.truth
      send([.key(.character(truth == .correct ? "n" : "y"))], to: &scene, services: services)
      clock.advance(milliseconds: 500)
      result = scene.handle(.tick, frame: services.frame)?.replacement as? WordMatchResultScene
    }
    let shown = result!
    let text = Self.asciiScreen(shown, services: services)
    #expect(shown.game.missed.count == 5)
    for miss in shown.game.missed {
      #expect(text.contains(miss.pair.prompt))
      for right in miss.rightTranslations { #expect(text.contains(WordMatchText.ascii(right))) }
    }
    #expect(text.contains("Grossvater") || text.contains("schoen") || text.contains("ueber") || text.contains("Aepfel"))
    #expect(!text.contains("Grosvater"))
    #expect(unreadableInASCII(shown, size: Size(width: 100, height: 30), services: services).isEmpty)
    // The compact list spells them out too.
    let compact = Self.asciiScreen(shown, services: services, size: Size(width: 40, height: 12))
    #expect(!compact.contains("Grosvater") && !compact.contains("schon "))
  }
}

extension WordList {
  /// The same pairs the other way round (German → English), for tests.
  fileprivate var reversed: WordList {
    WordList(source: target, target: source, pairs: pairs.map { WordList.Pair(source: $0.target, target: $0.source) })
  }
}

/// ASCII mode must not turn one word of a list into another (año into ano, sucré into sucre).
@Suite struct WordMatchAsciiCollisionTests {
  @Test(arguments: ["en-es", "en-fr", "en-de"])
  func noTwoWordsOfAShippedListReadTheSameInASCII(code: String) throws {
    let list = try WordList(contentsOfFile: WordMatchAsciiCollisionTests.shippedFile(code))
    let targets = Set(list.pairs.map(\.target)).union(list.tags.values.flatMap(\.falseFriends))
    for words in [Set(list.pairs.map(\.source)), targets] {
      let byASCII = Dictionary(grouping: words, by: WordMatchText.ascii)
      let clashes = byASCII.values.filter { $0.count > 1 }.map { $0.sorted() }
      #expect(clashes.isEmpty, "\(code): \(clashes)")
    }
  }

  @Test func nyStandsForÑ() {
    #expect(WordMatchText.ascii("año") == "anyo")
    #expect(WordMatchText.ascii("Ñandú") == "Nyandu")
  }

  static func shippedFile(_ code: String) -> String {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("data/wordmatch/\(code).json").path
  }
}
