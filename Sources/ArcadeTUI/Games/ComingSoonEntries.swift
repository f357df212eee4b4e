import ArcadeCore

extension ArcadeGame {
  /// A game whose screens have not landed yet: it is listed, and says so plainly when opened.
  static func comingSoon(_ id: GameID, title: String, tagline: String) -> ArcadeGame {
    ArcadeGame(
      id: id, title: title, tagline: tagline, rules: ["Not ready yet: it is on its way in a coming version."],
      launch: { _ throws(GameFlagError) in { _ in NotReadyScene(name: title) } },
      boards: { _ in GameBoards(game: id, boards: [], emptyHint: "\(title) keeps no scores yet.") }
    )
  }

}
