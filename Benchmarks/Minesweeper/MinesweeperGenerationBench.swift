import ArcadeCore

/// Times no-guess generation for the standard sizes and a dense expert board; one line per board size.
///
/// Each board uses a different seed and the centre as first reveal; the figures are the median
/// and 95th percentile of single generations, in milliseconds (release build for real numbers).
func minesweeperGenerationBench(boards: Int) -> [String] {
  let cases: [(String, MinefieldConfiguration)] = [
    ("beginner 9×9/10", .beginner),
    ("intermediate 16×16/40", .intermediate),
    ("expert 16×30/99", .expert),
    ("dense 16×30/170", try! .custom(rows: 16, columns: 30, mines: 170)),
  ]
  let clock = ContinuousClock()
  var lines = ["Minesweeper no-guess generation, \(boards) boards each (median / p95 / mean, ms)"]
  for (name, configuration) in cases {
    var samples: [Double] = []
    samples.reserveCapacity(boards)
    var checksum = 0
    for seed in 0..<boards {
      let start = clock.now
      let board = MinefieldGenerator.generate(
        configuration: configuration, firstReveal: configuration.centre, noGuess: true, seed: UInt64(seed)).minefield
      let elapsed = start.duration(to: clock.now)
      checksum &+= board.threeBV
      let (seconds, attoseconds) = elapsed.components
      samples.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }
    samples.sort()
    let median = samples[samples.count / 2]
    let p95 = samples[min(samples.count - 1, Int((Double(samples.count) * 0.95).rounded(.up)) - 1)]
    let mean = samples.reduce(0, +) / Double(samples.count)
    lines.append(
      "  \(name.padding(22)) median \(format(median)) ms   p95 \(format(p95)) ms   mean \(format(mean)) ms   (3BV sum \(checksum))")
  }
  return lines
}

private func format(_ value: Double) -> String {
  let hundredths = Int((value * 100).rounded())
  let fraction = hundredths % 100
  return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

extension String {
  fileprivate func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
