import Foundation

/// Paths to the content shipped in the repository's `data/` folder, found from this file's own path.
enum ShippedData {
  /// The repository root: this file is at Tests/ArcadeCoreTests/Content/ShippedData.swift.
  static let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
  }()

  static let wordMatchFolder = root + "/data/wordmatch"

  static func wordMatchFile(_ name: String) -> String { wordMatchFolder + "/" + name }
}

/// A scratch folder under the system's temporary folder, removed by `remove()`.
struct ScratchFolder {
  let path: String

  init() throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("arcade-content-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `text` to a file in the folder and returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let file = path + "/" + name
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    return file
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
