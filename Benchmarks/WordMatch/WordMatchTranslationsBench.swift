import ArcadeCore
import Foundation

/// Times building a shipped list's translations (right, nearly right and plausible wrong targets),
/// which WordMatch's options screen does on a tick after its form is drawn: one line per list.
func wordMatchTranslationsBench(dataDirectory: String, runs: Int) -> [String] {
  let folder = dataDirectory + "/wordmatch"
  let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
  guard !files.isEmpty else { return ["(no word lists in \(folder))"] }
  let clock = ContinuousClock()
  var lines = ["WordMatch translations built from each shipped list, \(runs) runs each"]
  for file in files {
    let path = folder + "/" + file
    guard let data = FileManager.default.contents(atPath: path), let list = try? WordList(decoding: data, file: path) else {
      lines.append("  \(file): could not be read")
      continue
    }
    var samples: [Double] = []
    var plausible = 0
    for _ in 0..<runs {
      let start = clock.now
      let translations = WordMatchTranslations(list)
      let (seconds, attoseconds) = start.duration(to: clock.now).components
      samples.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
      plausible = translations.sources.reduce(0) { $0 + translations.plausibleWrongTargets(for: $1).count }
    }
    samples.sort()
    lines.append(
      "  \(file.padding(toLength: 11, withPad: " ", startingAt: 0)) \(list.pairs.count) pairs   median \(milliseconds(samples[samples.count / 2])) ms   "
        + "max \(milliseconds(samples[samples.count - 1])) ms   plausible wrong pairs \(plausible)")
  }
  return lines
}
