import Testing

@testable import ArcadeCore

/// A value made from content once per run: made again only when the content under its name is not the same.
@Suite("Content derived once")
struct ContentLibraryDerivedTests {
  @Test func aValueIsMadeOncePerSourceAndAgainForOtherContentUnderTheSameName() {
    let library = ContentLibrary(dataDirectory: "/nonexistent")
    var made = 0
    func count(_ words: [String]) -> Int {
      made += 1
      return words.count
    }
    #expect(library.derived(from: ["a", "b"], named: "list", make: count) == 2)
    #expect(library.derived(from: ["a", "b"], named: "list", make: count) == 2)
    #expect(made == 1)
    // Edited under the same name: made again, never the old list's value.
    #expect(library.derived(from: ["a", "b", "c"], named: "list", make: count) == 3)
    #expect(made == 2)
    #expect(library.derived(from: ["a"], named: "other", make: count) == 1)
    #expect(made == 3)
  }
}
