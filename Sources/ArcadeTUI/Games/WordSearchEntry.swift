import ArcadeCore

extension ArcadeGame {
  /// WordSearch: listed in the menu; its screens are on their way.
  static var wordSearch: ArcadeGame { comingSoon(.wordsearch, title: "WordSearch", tagline: "find the hidden words") }
}
