/// How many questions a quiz asks: 5, 10 (the default), 20, or until the player finishes.
public enum QuizLength: String, Sendable, Hashable, Codable, CaseIterable {
  case five = "5"
  case ten = "10"
  case twenty = "20"
  case endless

  public static let standard = QuizLength.ten

  /// Nil for Endless.
  public var questionCount: Int? {
    switch self {
    case .five: 5
    case .ten: 10
    case .twenty: 20
    case .endless: nil
    }
  }

  public var title: String {
    switch self {
    case .five: "5 questions"
    case .ten: "10 questions"
    case .twenty: "20 questions"
    case .endless: "Endless"
    }
  }

  /// "5", "10", "20" or "endless", as `--questions` takes it.
  public init?(argument: String) {
    self.init(rawValue: argument.lowercased())
  }
}

/// What a quiz deals from: one category's products, or every product at once.
public enum QuizScope: Sendable, Hashable {
  case category([String])
  case mixed

  /// "Kitchen > Small Appliances > Blenders" or "Mixed", as records and screens name it.
  public var title: String {
    switch self {
    case .category(let path): CategoryPath.text(path)
    case .mixed: "Mixed"
    }
  }

  /// The products of the scope in `catalog`, or nil when the category is not there or holds none.
  public func products(in catalog: PriceCatalog) -> [Product]? {
    switch self {
    case .mixed:
      let all = catalog.allProducts
      return all.isEmpty ? nil : all
    case .category(let path):
      guard let category = catalog.category(at: path) else { return nil }
      let products = category.allProducts
      return products.isEmpty ? nil : products
    }
  }
}
