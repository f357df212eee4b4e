import Testing

@testable import ArcadeCore

@Suite("WordSearch generation")
struct WordSearchGenerationTests {
  static let animals = try! WordSearchTheme.shipped("animals.txt")

  /// Every listed word reads exactly once, at its placement; placements are in bounds and allowed directions.
  static func check(_ puzzle: WordSearchPuzzle) {
    let rows = puzzle.rows
    #expect(rows.count == puzzle.size && rows.allSatisfy { $0.count == puzzle.size })
    #expect(rows.allSatisfy { $0.allSatisfy { $0 >= "A" && $0 <= "Z" } })
    for placement in puzzle.placements {
      #expect(puzzle.difficulty.directions.contains(placement.direction), "\(placement.word) \(placement.direction)")
      #expect(placement.cells.allSatisfy(puzzle.contains), "\(placement.word) off the grid")
      #expect(String(placement.cells.map(puzzle.letter(at:))) == placement.letters)
      #expect(placement.letters == WordLetters.text(placement.word))
      let found = IndependentSearch.occurrences(of: placement.letters, in: rows)
      #expect(found == [IndependentSearch.Ends(placement.start, placement.end)], "\(placement.word) seed \(puzzle.seed): \(found.count) times")
    }
  }

  @Test("every word once, in bounds, in allowed directions, over many seeds, sizes and difficulties",
    arguments: WordSearchDifficulty.allCases)
  func everyWordOnce(difficulty: WordSearchDifficulty) {
    for size in [5, 8, 10, 12, 15, 20, 25, 30] {
      for seed in UInt64(0)..<(size <= 15 ? 100 : 25) {
        let puzzle = WordSearchGenerator.generate(size: size, difficulty: difficulty, source: .theme(Self.animals), seed: seed)
        Self.check(puzzle)
      }
    }
  }

  @Test("50×50 puzzles hold 100 words, each once", arguments: WordSearchDifficulty.allCases)
  func largest(difficulty: WordSearchDifficulty) {
    for seed in UInt64(0)..<3 {
      let puzzle = WordSearchGenerator.generate(size: 50, difficulty: difficulty, source: .theme(Self.animals), seed: seed)
      #expect(puzzle.placements.count == 100)
      Self.check(puzzle)
    }
  }

  @Test("the number of words grows with the size as far as the theme allows")
  func wordCount() {
    #expect(WordSearchWordCount.wanted(forSize: 10) == 8)
    #expect(WordSearchWordCount.wanted(forSize: 20) == 30)
    #expect(WordSearchWordCount.wanted(forSize: 30) == 60)
    #expect(WordSearchWordCount.wanted(forSize: 50) == 100)
    #expect(WordSearchWordCount.wanted(forSize: 8) < 8)
    for (size, difficulty) in [(10, WordSearchDifficulty.easy), (20, .hard), (30, .hard)] {
      for seed in UInt64(0)..<20 {
        let puzzle = WordSearchGenerator.generate(size: size, difficulty: difficulty, source: .theme(Self.animals), seed: seed)
        #expect(puzzle.placements.count == WordSearchWordCount.wanted(forSize: size), "\(size) seed \(seed)")
      }
    }
    let small = WordSearchGenerator.generate(size: 30, difficulty: .hard, source: .theme(.mock), seed: 1)
    #expect(small.placements.count == WordSearchTheme.mock.words.count)
  }

  @Test("crossings share their letter")
  func crossingsShareLetters() {
    for seed in UInt64(0)..<100 {
      let puzzle = WordSearchGenerator.generate(size: 12, difficulty: .hard, source: .theme(Self.animals), seed: seed)
      var letterAt: [Position: Character] = [:]
      for placement in puzzle.placements {
        for (cell, letter) in zip(placement.cells, placement.letters) {
          if let earlier = letterAt[cell] { #expect(earlier == letter) }
          letterAt[cell] = letter
        }
      }
    }
  }

  @Test("the same seed gives the same puzzle; another seed another")
  func deterministic() {
    let source = WordSearchWordSource.theme(Self.animals)
    let a = WordSearchGenerator.generate(size: 20, difficulty: .hard, source: source, seed: 99)
    let b = WordSearchGenerator.generate(size: 20, difficulty: .hard, source: source, seed: 99)
    let c = WordSearchGenerator.generate(size: 20, difficulty: .hard, source: source, seed: 100)
    #expect(a == b)
    #expect(a.rows != c.rows)
  }

  @Test("a word longer than the grid is dropped and reported")
  func oversize() {
    let puzzle = WordSearchGenerator.generate(
      size: 8, difficulty: .easy, source: .words(["ObjectiveC", "Swift", "Hippopotamus"]), seed: 3)
    #expect(puzzle.placements.map(\.word) == ["Swift"])
    #expect(puzzle.dropped == [
      DroppedWord(word: "ObjectiveC", reason: .tooLong(letters: 10)),
      DroppedWord(word: "Hippopotamus", reason: .tooLong(letters: 12)),
    ])
    #expect(puzzle.dropped[0].note(size: 8) == "ObjectiveC: 10 letters, longer than the 8×8 grid")
    Self.check(puzzle)
  }

  @Test("given words: repeats, words inside others, too-short and reversed copies are reported")
  func givenWordConflicts() {
    let puzzle = WordSearchGenerator.generate(
      size: 12, difficulty: .hard,
      source: .words(["Cat", "Caterpillar", "swift", "Swift", "Go", "Star", "Rats", "Ice cream", "Cream"]), seed: 5)
    #expect(Set(puzzle.placements.map(\.word)) == ["Cat", "swift", "Star", "Ice cream"])
    #expect(puzzle.dropped == [
      DroppedWord(word: "Caterpillar", reason: .inside("Cat")),
      DroppedWord(word: "Swift", reason: .repeats("swift")),
      DroppedWord(word: "Go", reason: .tooShort),
      DroppedWord(word: "Rats", reason: .repeats("Star")),
      DroppedWord(word: "Cream", reason: .inside("Ice cream")),
    ])
    Self.check(puzzle)
  }

  @Test("more given words than fit: the rest are reported, never an endless loop")
  func noRoom() {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    var words: [String] = []
    for index in 0..<60 {
      words.append(String((0..<5).map { (k: Int) -> Character in alphabet[(index * 7 + k * 3) % 26] }))
    }
    let puzzle = WordSearchGenerator.generate(size: 6, difficulty: .easy, source: .words(words), seed: 1)
    #expect(!puzzle.placements.isEmpty)
    #expect(puzzle.dropped.contains { $0.reason == DroppedWord.Reason.noRoom })
    Self.check(puzzle)
  }

  @Test("words are placed as A–Z and shown as written")
  func normalisedLetters() {
    let puzzle = WordSearchGenerator.generate(
      size: 10, difficulty: .medium, source: .words(["ObjectiveC", "ice cream", "Café", "Straße"]), seed: 2)
    #expect(Set(puzzle.placements.map(\.letters)) == ["OBJECTIVEC", "ICECREAM", "CAFE", "STRASSE"])
    #expect(Set(puzzle.placements.map(\.word)) == ["ObjectiveC", "ice cream", "Café", "Straße"])
    Self.check(puzzle)
  }

  @Test("palindromes count once and still read only once")
  func palindromes() {
    for seed in UInt64(0)..<100 {
      let puzzle = WordSearchGenerator.generate(
        size: 8, difficulty: .hard, source: .words(["Level", "Radar", "Kayak", "Noon", "Swift"]), seed: seed)
      #expect(puzzle.placements.count == 5)
      Self.check(puzzle)
    }
  }

  @Test("the default theme is the original game's eight words, and every shipped theme places its share")
  func shippedThemes() throws {
    let original = ["Swift", "Kotlin", "ObjectiveC", "Variable", "Java", "Mobile", "Shopify", "iOS"]
    let mobile = try WordSearchTheme.shipped("mobile.txt")
    #expect(mobile.name == WordSearchTheme.defaultName)
    #expect(mobile.words == original)
    // Programming keeps them among its many words.
    let programming = try WordSearchTheme.shipped("programming.txt")
    for word in original { #expect(programming.words.contains(word)) }
    let files = try FileManagerList.themeFiles()
    #expect(files.count >= 10)
    for file in files {
      let theme = try WordSearchTheme.shipped(file)
      #expect(theme.words.count >= (file == "mobile.txt" ? 8 : 25), "\(file)")
      let puzzle = WordSearchGenerator.generate(size: 15, difficulty: .hard, source: .theme(theme), seed: 4)
      Self.check(puzzle)
    }
  }
}
