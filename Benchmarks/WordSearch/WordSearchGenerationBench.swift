import ArcadeCore
import Foundation

/// Times WordSearch generation for the issue's four cases; one line per case.
///
/// Words come from the shipped Animals theme (enough for 100 at 50×50); the figures are the median
/// and 95th percentile of single generations in milliseconds, and how many of the asked words were placed.
func wordSearchGenerationBench(dataDirectory: String, puzzles: Int) -> [String] {
  let path = dataDirectory + "/wordsearch/animals.txt"
  guard let data = FileManager.default.contents(atPath: path) else { return ["(no theme at \(path))"] }
  let theme: WordSearchTheme
  do {
    theme = try WordSearchTheme(decoding: data, file: path)
  } catch {
    return ["\(error)"]
  }
  let cases: [(Int, WordSearchDifficulty)] = [(10, .easy), (20, .hard), (30, .hard), (50, .hard)]
  let clock = ContinuousClock()
  var lines = ["WordSearch generation, theme \(theme.name) (\(theme.words.count) words), \(puzzles) puzzles each"]
  for (size, difficulty) in cases {
    let asked = WordSearchWordCount.wanted(forSize: size)
    var samples: [Double] = []
    var placed: [Int] = []
    for seed in 0..<puzzles {
      let start = clock.now
      let puzzle = WordSearchGenerator.generate(size: size, difficulty: difficulty, source: .theme(theme), seed: UInt64(seed))
      let (seconds, attoseconds) = start.duration(to: clock.now).components
      samples.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
      placed.append(puzzle.placements.count)
    }
    samples.sort()
    let median = samples[samples.count / 2]
    let p95 = samples[min(samples.count - 1, Int((Double(samples.count) * 0.95).rounded(.up)) - 1)]
    let allPlaced = placed.filter { $0 == asked }.count
    let name = "\(size)×\(size) \(difficulty.rawValue)/\(asked)"
    lines.append(
      "  \(name.padding(toLength: 18, withPad: " ", startingAt: 0)) median \(milliseconds(median)) ms   p95 \(milliseconds(p95)) ms   "
        + "words placed min \(placed.min() ?? 0)/\(asked), all \(asked) in \(allPlaced)/\(puzzles) puzzles")
  }
  return lines
}
