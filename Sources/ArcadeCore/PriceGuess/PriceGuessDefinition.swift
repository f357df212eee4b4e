extension GameDefinition {
  /// PriceGuess: its daily is ten questions from the whole catalog, mixed, ranked by score then time.
  public static let priceGuess = GameDefinition(
    id: .priceguess,
    engines: [RecordedEngine(PriceGuessGame.self, daily: DailyRule { deal, _ in deal.scope == .mixed && deal.length == .ten })],
    details: PriceGuessRoundDetails.self,
    daily: DailyDefinition(title: "10 questions, mixed", ranking: .highestScore(of: [.finished])),
    pace: .priceGuess,
    boards: { content in PriceGuessLeaderboards.gameBoards(edition: content.get(PriceGuessCatalogContent.self).catalog?.edition) })
}
