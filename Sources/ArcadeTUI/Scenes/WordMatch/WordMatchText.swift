import ArcadeCore

/// The few symbols WordMatch's screens write, in Unicode or plain ASCII.
struct WordMatchText {
  let glyphs: GlyphSet

  /// Between parts of a line: " · " or " - ".
  var separator: String { glyphs.isUnicode ? " · " : " - " }

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

  /// A word of a list as drawn: itself, or in ASCII spelt out so the loop's one-cell fallback keeps it a word.
  ///
  /// The fallback turns each character into one ASCII cell, so "schön" would
  /// read "schon" and "año" "ano", other words; umlauts, ß and ñ are spelt out
  /// (oe, ss, ny), and other accents just drop (é → e), as AsciiFallback does.
  func word(_ word: String) -> String {
    glyphs.isUnicode ? word : Self.ascii(word)
  }

  /// `word` in plain ASCII: umlauts, ß, ñ and the ligatures spelt out, every other character as AsciiFallback draws it.
  static func ascii(_ word: String) -> String {
    guard !word.allSatisfy(\.isASCII) else { return word }
    return String(word.flatMap { c in spelledOut[c] ?? String(AsciiFallback.character(c)) })
  }

  private static let spelledOut: [Character: String] = [
    "ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue", "ß": "ss", "ẞ": "SS",
    "æ": "ae", "Æ": "Ae", "œ": "oe", "Œ": "Oe", "ñ": "ny", "Ñ": "Ny",
  ]

  /// The scoring as the help and the rules say it.
  static let scoringRule =
    "A right pair spotted scores \(WordMatchScoring.spotPoints) to \(2 * WordMatchScoring.spotPoints), "
    + "a wrong pair rejected \(WordMatchScoring.rejectPoints) to \(2 * WordMatchScoring.rejectPoints): the earlier, the more."

  /// "1 pair", "15 pairs": a count with its noun in the right number.
  static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
    counted(n, singular, plural)
  }

  /// "Slow · 7 s".
  func speed(_ speed: WordMatchOptions.Speed) -> String {
    "\(speed.title)\(separator)\(speed.fallMilliseconds / 1000) s"
  }
}
