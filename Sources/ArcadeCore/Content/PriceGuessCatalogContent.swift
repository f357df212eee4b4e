import Foundation

/// The product catalog a quiz deals from: the shipped one, or a player's file given with `--catalog`.
public struct PriceGuessCatalogContent: Sendable, LoadableContent {
  /// Nil only when the shipped catalog itself is broken or missing.
  public let catalog: PriceCatalog?
  /// Why the catalog asked for is not the one in use, in one line (a player's file that failed, a broken data folder).
  public let problem: String?
  /// "the shipped catalog" or the player's file name, for the home screen.
  public let source: String

  public init(catalog: PriceCatalog?, problem: String?, source: String) {
    self.catalog = catalog
    self.problem = problem
    self.source = source
  }

  public static func load(dataDirectory: String) -> PriceGuessCatalogContent {
    let path = dataDirectory + "/priceguess/catalog.json"
    switch read(path) {
    case .success(let catalog): return PriceGuessCatalogContent(catalog: catalog, problem: nil, source: "the shipped catalog")
    case .failure(let error): return PriceGuessCatalogContent(catalog: nil, problem: error.description, source: path)
    }
  }

  /// The player's catalog, or why it cannot be used: a file the player names is used or refused, never
  /// swapped for the shipped one (a quiz from another catalog would answer a question nobody asked).
  public static func load(playerFile path: String) -> Result<PriceGuessCatalogContent, PriceCatalogError> {
    read(path).map { PriceGuessCatalogContent(catalog: $0, problem: nil, source: String(path.split(separator: "/").last ?? Substring(path))) }
  }

  /// Reads and decodes a JSON or CSV catalog; every failure names the file.
  /// Reads and decodes a JSON or CSV catalog through `ContentFile` (no FIFO, device or oversized file); every
  /// failure names the file.
  public static func read(_ path: String) -> Result<PriceCatalog, PriceCatalogError> {
    let data: Data
    do {
      data = try ContentFile.read(path, limit: PriceCatalogLimits.maximumBytes)
    } catch {
      switch error {
      case .missingFile: return .failure(.unreadable(file: path, reason: "no such file"))
      case .tooLarge(_, let bytes, let limit): return .failure(.tooLarge(file: path, bytes: bytes, limit: limit))
      case .unreadable(_, let reason): return .failure(.unreadable(file: path, reason: reason))
      case .notARegularFile(_, let kind): return .failure(.unreadable(file: path, reason: "it is \(kind), not a file"))
      default: return .failure(.unreadable(file: path, reason: "\(error)"))
      }
    }
    return Result { () throws(PriceCatalogError) in try PriceCatalog(data: data, file: path) }
  }

}
