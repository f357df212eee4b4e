import ArcadeCore

/// What the player chose on the setup screen, carried from scene to scene so the next game starts the same way.
///
/// There is no global state: the setup hands these to the play screen, the
/// play screen to the result screen, and "Play again" or "Options" hand them back.
public struct WordMatchChoices: Sendable, Hashable, Codable {
  /// File name of the chosen list in `data/wordmatch` ("en-es.json"); a missing or broken one falls back to the first good list.
  public var listFile: String?
  public var options: WordMatchOptions

  public init(listFile: String? = nil, options: WordMatchOptions = .standard) {
    self.listFile = listFile
    self.options = options
  }

  /// English → Spanish at Normal speed, 15 pairs, 3 lives: the game as the issue describes it.
  public static let standard = WordMatchChoices(listFile: "en-es.json", options: .standard)
}
