import ArcadeCore
import ArgumentParser

/// Where PriceGuess deals its products from: a category, every category, and whose catalog, for `arcade play
/// priceguess` and `arcade generate priceguess`.
struct PriceGuessDeck: ParsableArguments, Codable, Hashable, Sendable {
  @Option(help: ArgumentHelp(#"Deal from this category, e.g. "Kitchen > Small Appliances > Blenders"."#, valueName: "path"))
  var category: String?

  @Flag(help: "Deal from every category.")
  var mixed = false

  @Option(help: ArgumentHelp("Your own catalog, JSON or CSV (see data/priceguess/README.md).", valueName: "file"))
  var catalog: String?

  init() {}

  func validate() throws {
    if mixed && category != nil { throw ValidationError("give either --category or --mixed, not both") }
  }

  /// The scope named in `catalog`: the category, Mixed, or the catalog's default.
  func scope(in catalog: PriceCatalog) throws(GameFlagError) -> QuizScope {
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
  func playerCatalog() throws(GameFlagError) -> PriceGuessCatalogContent? {
    guard let catalog else { return nil }
    switch PriceGuessCatalogContent.load(playerFile: catalog) {
    case .success(let content): return content
    case .failure(let error): throw GameFlagError(error.description, exitCode: 1)
    }
  }
}
