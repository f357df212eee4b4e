/// Where a puzzle's words come from: a theme (a share of its words, growing with the size) or a list the player gave.
public enum WordSearchWordSource: Sendable, Hashable {
  case theme(WordSearchTheme)
  /// Every word is asked for; those that cannot be hidden are reported as dropped.
  case words([String])

  /// The name records and screens show.
  public var name: String {
    switch self {
    case .theme(let theme): theme.name
    case .words: "Custom"
    }
  }

  /// The edition its rounds are ranked under: a changed theme's, and always one for the player's own words.
  public var edition: String? {
    switch self {
    case .theme(let theme): theme.edition
    case .words(let words): ContentEdition.of(Array(words.joined(separator: "\n").utf8), shipped: nil)
    }
  }
}
