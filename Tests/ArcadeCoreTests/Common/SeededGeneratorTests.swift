import Testing
@testable import ArcadeCore

@Suite struct SeededGeneratorTests {
  @Test func sequenceIsFixedForASeed() {
    // Golden values: a seed must deal the same game on every machine and every build.
    var generator = SeededGenerator(seed: 42)
    #expect((0..<3).map { _ in generator.next() } == [13_679_457_532_755_275_413, 2_949_826_092_126_892_291, 5_139_283_748_462_763_858])
  }

  @Test func belowStaysInRangeAndCoversIt() {
    var generator = SeededGenerator(seed: 1)
    var seen = Set<Int>()
    for _ in 0..<5_000 {
      let n = generator.below(7)
      #expect((0..<7).contains(n))
      seen.insert(n)
    }
    #expect(seen.count == 7)
  }

  @Test func shuffleIsAPermutation() {
    var generator = SeededGenerator(seed: 9)
    for _ in 0..<200 {
      #expect(generator.shuffled(0..<20).sorted() == Array(0..<20))
    }
  }

  @Test func durationsFormat() {
    #expect(formatDuration(milliseconds: 0) == "0:00")
    #expect(formatDuration(milliseconds: 61_999) == "1:01")
    #expect(formatDuration(milliseconds: 3_600_000 + 5_000) == "1:00:05")
  }
}
