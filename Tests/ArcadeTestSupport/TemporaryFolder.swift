import Foundation
import Glibc

/// A fresh folder under the system temporary folder for one test, removed with everything in it when released.
public final class TemporaryFolder {
  public let url: URL
  public var path: String { url.path }

  public init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("arcade-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    // Tests chmod files and folders; give write access back so removal works for non-root users too.
    if let names = try? FileManager.default.subpathsOfDirectory(atPath: url.path) {
      for name in names { chmod(url.appendingPathComponent(name).path, 0o755) }
    }
    chmod(url.path, 0o755)
    try? FileManager.default.removeItem(at: url)
  }

  /// A path inside the folder (nothing is created).
  public func file(_ name: String = "arcade.sqlite") -> String {
    url.appendingPathComponent(name).path
  }
}
