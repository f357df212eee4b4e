import ArcadeCore

/// Where PriceGuess deals its products from: a category, every category, and whose catalog, for `arcade play
/// priceguess` and `arcade generate priceguess`.
public struct PriceGuessDeck: Codable, Hashable, Sendable {
  public var category: String?
  public var mixed = false
  public var catalog: String?

  public init() {}

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    category = try container.decodeIfPresent(String.self, forKey: .category)
    mixed = try container.value(.mixed, or: false)
    catalog = try container.decodeIfPresent(String.self, forKey: .catalog)
  }

  public var problem: String? { mixed && category != nil ? "give either --category or --mixed, not both" : nil }

  /// The scope named in `catalog`: the category, Mixed, or the catalog's default.
  public func scope(in catalog: PriceCatalog) throws(GameFlagError) -> QuizScope {
    if mixed { return .mixed }
    guard let text = category else { return .category(catalog.defaultCategory) }
    let path = CategoryPath.levels(text)
    guard let category = catalog.category(at: path), category.productCount > 0 else {
      let tops = catalog.topLevel.map(\.name).joined(separator: ", ")
      throw GameFlagError("no category \"\(text)\"; write the path from the top like \"Kitchen > Small Appliances > Blenders\" (top level: \(tops))")
    }
    return .category(path)
  }

  /// The catalog file named with `--catalog`, or the error that refuses it (exit 1: the file, not the command, is
  /// wrong); nil for the shipped one.
  public func playerCatalog() throws(GameFlagError) -> PriceGuessCatalogContent? {
    guard let catalog else { return nil }
    switch PriceGuessCatalogContent.load(playerFile: catalog) {
    case .success(let content): return content
    case .failure(let error): throw GameFlagError(error.description, exitCode: 1)
    }
  }
}
