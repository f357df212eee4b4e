import ArcadeCore
import Foundation

/// The product catalog a quiz deals from: the shipped one, or a player's file given with `--catalog`.
struct PriceGuessCatalogContent: LoadableContent {
  /// Nil only when the shipped catalog itself is broken or missing.
  let catalog: PriceCatalog?
  /// Why the catalog asked for is not the one in use, in one line (a player's file that failed, a broken data folder).
  let problem: String?
  /// "the shipped catalog" or the player's file name, for the home screen.
  let source: String

  static func load(dataDirectory: String) -> PriceGuessCatalogContent {
    let path = dataDirectory + "/priceguess/catalog.json"
    switch read(path) {
    case .success(let catalog): return PriceGuessCatalogContent(catalog: catalog, problem: nil, source: "the shipped catalog")
    case .failure(let error): return PriceGuessCatalogContent(catalog: nil, problem: error.description, source: path)
    }
  }

  /// The player's catalog, or why it cannot be used: a file the player names is used or refused, never
  /// swapped for the shipped one (a quiz from another catalog would answer a question nobody asked).
  static func load(playerFile path: String) -> Result<PriceGuessCatalogContent, PriceCatalogError> {
    read(path).map { PriceGuessCatalogContent(catalog: $0, problem: nil, source: String(path.split(separator: "/").last ?? Substring(path))) }
  }

  /// Reads and decodes a JSON or CSV catalog; every failure names the file.
  static func read(_ path: String) -> Result<PriceCatalog, PriceCatalogError> {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      return .failure(.unreadable(file: path, reason: "no such file"))
    }
    if isFolder.boolValue { return .failure(.unreadable(file: path, reason: "it is a folder")) }
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
      size > PriceCatalogLimits.maximumBytes
    {
      return .failure(.tooLarge(file: path, bytes: size, limit: PriceCatalogLimits.maximumBytes))
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(.unreadable(file: path, reason: "permission denied or unreadable"))
    }
    return Result { () throws(PriceCatalogError) in try PriceCatalog(data: data, file: path) }
  }
}

/// What the PriceGuess home screen remembers per player: the quiz length and where browsing was.
struct PriceGuessChoices: Codable, Hashable, Sendable {
  var length: QuizLength = .standard
  var browsePath: [String] = []

  static let standard = PriceGuessChoices()
}
