import Foundation

/// An SQLite file shorter than its header says: what a full disk or an interrupted copy leaves.
enum TruncatedFile {
  /// The size the header of the SQLite file at `path` gives (page size × page count), or nil when the header
  /// cannot be read or does not vouch for its page count.
  static func expectedSize(of path: String) -> Int? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let header = try? handle.read(upToCount: 100), header.count == 100,
      header.starts(with: Array("SQLite format 3\u{0}".utf8))
    else { return nil }
    func number(_ offset: Int, _ count: Int) -> Int { header[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) } }
    let pageSize = number(16, 2) == 1 ? 65_536 : number(16, 2)
    let pages = number(28, 4)
    // The page count is valid only when the change counter matches the version-valid-for number.
    guard pageSize >= 512, pages > 0, number(24, 4) == number(92, 4) else { return nil }
    return pageSize * pages
  }

  /// A temporary copy of the file padded with zeros to the size its header gives; nil when the file is whole
  /// (or its header says nothing). The caller removes the copy.
  static func paddedCopy(of path: String) -> String? {
    guard let expected = expectedSize(of: path), let actual = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
      actual < expected, expected <= 1 << 32
    else { return nil }
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("arcade-recover-\(UUID().uuidString).sqlite").path
    do {
      try FileManager.default.copyItem(atPath: path, toPath: copy)
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: copy))
      defer { try? handle.close() }
      try handle.truncate(atOffset: UInt64(expected))
      return copy
    } catch {
      try? FileManager.default.removeItem(atPath: copy)
      return nil
    }
  }
}
