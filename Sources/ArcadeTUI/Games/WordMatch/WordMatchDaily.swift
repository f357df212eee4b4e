import ArcadeCore

extension DailyGame {
  /// WordMatch's daily: fifteen pairs at Normal speed, one daily per language pair (the list the player last chose).
  static var wordMatch: DailyGame {
    DailyGame(
      title: "15 pairs, Normal",
      key: { services in list(for: services)?.boardCode ?? "" },
      keys: { content in content.get(WordMatchLibrary.self).entries.compactMap { $0.list?.boardCode } },
      sameRules: sameRules(as: WordMatchGame.self) {
        ($0.source, $0.target, $0.options, $0.seed) == ($1.source, $1.target, $1.options, $1.seed)
      },
      deal: { day, key, services in
        let library = services.content.get(WordMatchLibrary.self)
        guard let entry = library.entries.first(where: { $0.list?.boardCode == key }), let list = entry.list else {
          return .failure(DailyUnavailable("no word list for \(key.isEmpty ? "WordMatch" : key)"))
        }
        var choices = WordMatchChoices.standard
        choices.listFile = entry.fileName
        choices.speed = .normal
        choices.pairs = WordMatchOptions.standard.pairCount
        choices.lives = WordMatchOptions.standard.lives
        var game = WordMatchGame(wordList: list, options: choices.options, seed: DailyDeal.seed(for: .wordmatch, on: day, key: key))
        // As every WordMatch screen does: the first word falls as it opens (a game deals nothing before).
        game.apply(.start, at: .zero)
        return DailyOpening.of(game, options: choices)
      })
  }

  /// The list the player last chose, else the standard one.
  static func list(for services: ArcadeServices) -> WordList? {
    let library = services.content.get(WordMatchLibrary.self)
    let file = (services.rememberedOptions(for: .wordmatch) ?? WordMatchChoices.standard).listFile
    return library.preferredIndex(for: file).flatMap { library.entries[$0].list }
  }
}
