import ArcadeCore

/// PriceGuess's command-line options for `arcade play` and `arcade generate`.
enum PriceGuessFlags {
  static let playOptions: [GameOption] = [
    GameOption("category", .value(valueName: "PATH", allowed: nil), help: "deal from this category, e.g. \"Kitchen > Small Appliances > Blenders\""),
    GameOption("mixed", .toggle, help: "deal from every category"),
    GameOption("questions", .value(valueName: "N", allowed: QuizLength.allCases.map(\.rawValue)), help: "how many questions"),
    GameOption("catalog", .value(valueName: "FILE", allowed: nil), help: "your own catalog, JSON or CSV (see data/priceguess/README.md)"),
  ]

  /// The scope the flags name in `catalog`: the category, Mixed, or the catalog's default.
  static func scope(from flags: GameFlags, in catalog: PriceCatalog) throws(GameFlagError) -> QuizScope {
    if flags.isOn("mixed") {
      if flags.value("category") != nil { throw GameFlagError("give either --category or --mixed, not both") }
      return .mixed
    }
    guard let text = flags.value("category") else { return .category(catalog.defaultCategory) }
    let path = CategoryPath.levels(text)
    guard let category = catalog.category(at: path), category.productCount > 0 else {
      let tops = catalog.topLevel.map(\.name).joined(separator: ", ")
      throw GameFlagError("no category \"\(text)\"; write the path from the top like \"Kitchen > Small Appliances > Blenders\" (top level: \(tops))")
    }
    return .category(path)
  }

  /// The catalog file named with `--catalog`, or the error that refuses it (exit 1: the file, not the command, is wrong).
  static func playerCatalog(_ path: String) throws(GameFlagError) -> PriceGuessCatalogContent {
    switch PriceGuessCatalogContent.load(playerFile: path) {
    case .success(let content): return content
    case .failure(let error): throw GameFlagError(error.description, exitCode: 1)
    }
  }

  static var generator: GameGenerator {
    GameGenerator(
      abstract: "Print a PriceGuess quiz for paper (four lettered prices a question, the answers at the end) or JSON, one question a line; the products are those `arcade play priceguess --seed N` deals, the wrong prices made for an accuracy of P percent.",
      options: [
        playOptions[0], playOptions[1], playOptions[3],
        GameOption("count", .value(valueName: "N", allowed: nil), help: "how many questions (1 to 10000, default 10)"),
        GameOption("accuracy", .value(valueName: "P", allowed: nil), help: "the player's accuracy in percent, 0 to 100 (default 0): sets how close the wrong prices come"),
        GameOption("seed", .value(valueName: "N", allowed: nil), help: "the seed (default: a new one, printed in the title)"),
        GameOption("json", .toggle, help: "one JSON object a question: sku, name, price, options, answer, k"),
      ],
      run: { flags, defaultSeed, content throws(GameFlagError) in
        let loaded = try flags.value("catalog").map(playerCatalog) ?? content.get(PriceGuessCatalogContent.self)
        guard let catalog = loaded.catalog else { throw GameFlagError(loaded.problem ?? "no catalog") }
        let scope = try scope(from: flags, in: catalog)
        let count = try flags.integer("count", in: 1...10_000) ?? 10
        let accuracy = try flags.value("accuracy").map { text throws(GameFlagError) in
          guard let value = Double(text), (0...100).contains(value) else {
            throw GameFlagError("--accuracy must be a percentage from 0 to 100, not '\(text)'")
          }
          return value
        } ?? 0
        let seed = try flags.seed(or: defaultSeed)
        let products = scope.products(in: catalog) ?? []
        let questions = PriceGuessSheet.questions(from: products, count: count, accuracyPercent: accuracy, seed: seed)
        if flags.isOn("json") { return PriceGuessSheet.jsonLines(questions).joined(separator: "\n") }
        let band = AccuracyBand(percent: accuracy)
        let title = "PriceGuess — \(scope.title) — \(count) question\(count == 1 ? "" : "s") (seed \(seed); accuracy \(accuracy.formatted())%: wrong prices at least $\(band.spacing) apart)"
        return PriceGuessSheet.paper(questions, title: title)
      }
    )
  }
}

extension Double {
  fileprivate func formatted() -> String {
    rounded() == self ? String(Int(self)) : String(self)
  }
}
