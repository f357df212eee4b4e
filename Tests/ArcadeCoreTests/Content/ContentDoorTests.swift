import ArcadeCore
import Foundation
import Glibc
import Testing

/// Every content file is read through `ContentFile`: a FIFO, a device or a huge file in the data folder is
/// named as the problem, never read (a FIFO would block the screen that asked, `/dev/zero` never ends).
@Suite struct ContentDoorTests {
  static func folder() throws -> String {
    let path = NSTemporaryDirectory() + "arcade-content-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path + "/wordsearch", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: path + "/priceguess", withIntermediateDirectories: true)
    return path
  }

  @Test func aFIFOOrAHugeThemeIsAProblemNotAHang() throws {
    let data = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: data) }
    #expect(mkfifo(data + "/wordsearch/pipe.txt", 0o644) == 0)
    try Data(repeating: UInt8(ascii: "a"), count: ContentFile.maximumBytes + 1).write(to: URL(fileURLWithPath: data + "/wordsearch/huge.txt"))
    try Data("theme: Birds\nrobin\nswift\n".utf8).write(to: URL(fileURLWithPath: data + "/wordsearch/birds.txt"))
    let library = WordSearchThemeLibrary.load(dataDirectory: data)
    #expect(library.names == ["Birds"])
    #expect(library.problems.count == 2)
    #expect(library.problems.contains { $0.contains("pipe.txt") && $0.contains("FIFO") }, "\(library.problems)")
    #expect(library.problems.contains { $0.contains("huge.txt") }, "\(library.problems)")
  }

  @Test func aFIFOCatalogIsAProblemNotAHang() throws {
    let data = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: data) }
    #expect(mkfifo(data + "/priceguess/catalog.json", 0o644) == 0)
    let content = PriceGuessCatalogContent.load(dataDirectory: data)
    #expect(content.catalog == nil)
    #expect(content.problem?.contains("FIFO") == true, "\(content.problem ?? "")")
  }
}
