import ArcadeCore

/// The few symbols WordMatch's screens write, in Unicode or plain ASCII.
struct WordMatchText {
  let glyphs: GlyphSet

  var leftArrow: String { glyphs.isUnicode ? "◀" : "<" }
  var rightArrow: String { glyphs.isUnicode ? "▶" : ">" }
  /// Between parts of a line: " · " or " - ".
  var separator: String { glyphs.isUnicode ? " · " : " - " }
  var dash: String { glyphs.isUnicode ? "—" : "-" }

  /// "English → Spanish", or "English -> Spanish" in ASCII.
  func title(of list: WordList) -> String {
    glyphs.isUnicode ? list.title : "\(list.source.name) -> \(list.target.name)"
  }

  /// "Wrong attempts" and friends: the counters as the issue names them, shortened only when the width demands it.
  static func counters(correct: Int, wrong: Int, width: Int) -> String {
    let full = "Correct attempts: \(correct)   Wrong attempts: \(wrong)"
    if full.count <= width { return full }
    let tight = "Correct attempts: \(correct)  Wrong attempts: \(wrong)"
    if tight.count <= width { return tight }
    return "Correct: \(correct)  Wrong: \(wrong)"
  }

  /// "Slow · 7 s".
  func speed(_ speed: WordMatchOptions.Speed) -> String {
    "\(speed.title)\(separator)\(speed.fallMilliseconds / 1000) s"
  }
}
