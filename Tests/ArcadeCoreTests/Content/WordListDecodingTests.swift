import ArcadeCore
import Foundation
import Testing

@Suite("Word list decoding")
struct WordListDecodingTests {
  static let file = "data/wordmatch/xx-yy.json"

  static func document(pairs: String, format: Int = 1) -> Data {
    Data(
      """
      {"format": \(format),
       "source": {"code": "en", "name": "English"},
       "target": {"code": "es", "name": "Spanish"},
       "pairs": [\(pairs)]}
      """.utf8)
  }

  func decodingError(_ data: Data) -> ContentError? {
    do {
      _ = try WordList(decoding: data, file: Self.file)
      return nil
    } catch {
      return error
    }
  }

  @Test func aTidyDocumentDecodes() throws {
    let list = try WordList(
      decoding: Self.document(
        pairs: #"{"source": "house", "target": "casa"}, {"source": "ice cream", "target": "helado"}"#),
      file: Self.file)
    #expect(list.pairs == [.init(source: "house", target: "casa"), .init(source: "ice cream", target: "helado")])
    #expect(list.code == "en-es")
  }

  @Test func brokenJSONNamesTheFile() throws {
    let error = try #require(decodingError(Data(#"{"format": 1, "pairs": [ "#.utf8)))
    guard case .malformed = error else {
      Issue.record("unexpected \(error)")
      return
    }
    #expect(error.description.hasPrefix(Self.file + ": malformed JSON"))
  }

  @Test func brokenJSONNamesTheLineWhereItBreaks() throws {
    let text = "{\n  \"format\": 1\n  \"pairs\": []\n}"
    let error = try #require(decodingError(Data(text.utf8)))
    guard case .malformed(_, "", let problem) = error else {
      Issue.record("unexpected \(error)")
      return
    }
    #expect(problem.contains("line 3"))
  }

  @Test func aMissingFieldIsNamedWithItsPath() throws {
    let error = try #require(decodingError(Self.document(pairs: #"{"source": "a", "target": "b"}, {"source": "c"}"#)))
    #expect(error == .malformed(file: Self.file, field: "pairs[1].target", problem: "missing"))
    #expect(error.description == "\(Self.file): malformed JSON at pairs[1].target: missing")
  }

  @Test func aFieldOfTheWrongTypeIsNamed() throws {
    let error = try #require(decodingError(Self.document(pairs: #"{"source": "a", "target": 7}"#)))
    #expect(error == .malformed(file: Self.file, field: "pairs[0].target", problem: "expected a string"))
  }

  @Test func aListOfTheWrongShapeIsNamed() throws {
    let data = Data(
      #"{"format": 1, "source": {"code": "en", "name": "English"}, "target": {"code": "es", "name": "Spanish"}, "pairs": {}}"#
        .utf8)
    #expect(decodingError(data) == .malformed(file: Self.file, field: "pairs", problem: "expected a list"))
    let format = Data(#"{"format": "one"}"#.utf8)
    #expect(decodingError(format) == .malformed(file: Self.file, field: "format", problem: "expected a whole number"))
    let source = Data(#"{"format": 1, "source": "en", "target": {"code": "es", "name": "Spanish"}, "pairs": []}"#.utf8)
    #expect(decodingError(source) == .malformed(file: Self.file, field: "source", problem: "expected an object"))
  }

  @Test func aMissingFormatIsNamed() throws {
    let error = try #require(decodingError(Data(#"{"pairs": []}"#.utf8)))
    #expect(error == .malformed(file: Self.file, field: "format", problem: "missing"))
  }

  @Test func aNewerFormatIsRefusedByVersion() throws {
    let error = try #require(decodingError(Self.document(pairs: "{}", format: 2)))
    #expect(error == .unsupportedFormat(file: Self.file, version: 2, supported: 1))
    #expect(error.description.contains("format 2 is not supported"))
  }

  @Test func anEmptyListIsRefused() throws {
    #expect(decodingError(Self.document(pairs: "")) == .emptyList(file: Self.file))
    // One pair deals only right pairs: refused, naming the minimum.
    let one = decodingError(Self.document(pairs: #"{"source": "dog", "target": "perro"}"#))
    #expect(one == .tooFewPairs(file: Self.file, count: 1, minimum: WordList.minimumPairs))
    #expect(one?.description == "\(Self.file): 1 pair is too few to deal wrong pairs from; a list needs at least 2")
  }

  @Test(arguments: [
    (#"{"source": "house ", "target": "casa"}"#, "source", "ends with a space"),
    (#"{"source": "house", "target": " casa"}"#, "target", "starts with a space"),
    (#"{"source": "ice  cream", "target": "helado"}"#, "source", "has two spaces in a row"),
    (#"{"source": "house", "target": ""}"#, "target", "is empty"),
    (#"{"source": "house", "target": "casa\thogar"}"#, "target", "contains a tab or line break"),
  ])
  func untidyEntriesAreNamedByIndexAndField(entry: String, field: String, problem: String) throws {
    let error = try #require(decodingError(Self.document(pairs: #"{"source": "dog", "target": "perro"}, "# + entry)))
    #expect(error == .untidyEntry(file: Self.file, index: 1, field: field, problem: problem))
    #expect(error.description == "\(Self.file): pairs[1].\(field): \(problem)")
  }

  @Test func alternativesPackedIntoOneEntryAreRefused() throws {
    let error = try #require(decodingError(Self.document(pairs: #"{"source": "home", "target": "casa/hogar"}"#)))
    guard case .untidyEntry(_, 0, "target", let problem) = error else {
      Issue.record("unexpected \(error)")
      return
    }
    #expect(problem.contains("own pair"))
  }

  @Test func anEntryTooLongForTheScreenIsRefused() throws {
    let error = try #require(decodingError(Self.document(pairs: #"{"source": "extraordinarily", "target": "muy"}"#)))
    guard case .untidyEntry(_, 0, "source", let problem) = error else {
      Issue.record("unexpected \(error)")
      return
    }
    #expect(problem.contains("15 characters"))
  }

  @Test func aRepeatedPairIsRefused() throws {
    let error = try #require(
      decodingError(
        Self.document(
          pairs: #"{"source": "a", "target": "b"}, {"source": "c", "target": "d"}, {"source": "a", "target": "b"}"#)))
    guard case .untidyEntry(_, 2, "", let problem) = error else {
      Issue.record("unexpected \(error)")
      return
    }
    #expect(problem.contains("pairs[0]"))
    #expect(error.description.hasPrefix("\(Self.file): pairs[2]: repeats pairs[0]"))
  }

  @Test func theSameLanguageOnBothSidesIsRefused() throws {
    let data = Data(
      #"{"format": 1, "source": {"code": "en", "name": "English"}, "target": {"code": "en", "name": "English"}, "pairs": [{"source": "a", "target": "b"}]}"#
        .utf8)
    #expect(
      decodingError(data)
        == .malformed(file: Self.file, field: "target.code", problem: "is the same language as source.code"))
  }

  @Test func aMissingFileIsNamed() throws {
    let path = ShippedData.wordMatchFile("no-such-list.json")
    #expect(throws: ContentError.missingFile(file: path)) { try WordList(contentsOfFile: path) }
    #expect(ContentError.missingFile(file: path).description.hasPrefix(path + ": file not found"))
  }

  @Test func aMissingFolderIsNamed() throws {
    let path = ShippedData.root + "/data/no-such-folder"
    #expect(throws: ContentError.missingFolder(folder: path)) { try WordList.files(in: path) }
  }

  @Test func aBadFileOnDiskIsNamedByItsPath() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write(
      "b-good.json", String(decoding: Self.document(pairs: #"{"source": "a", "target": "b"}"#), as: UTF8.self))
    let bad = try folder.write("a-bad.json", #"{"format": 1, "source": {"code": "en", "name": "English"}}"#)
    try folder.write("notes.txt", "not a list")
    #expect(try WordList.files(in: folder.path) == [bad, folder.path + "/b-good.json"])
    #expect(throws: ContentError.malformed(file: bad, field: "target", problem: "missing")) {
      try WordList.loadAll(in: folder.path)
    }
  }
}
