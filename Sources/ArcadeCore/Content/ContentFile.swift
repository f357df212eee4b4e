import Foundation

/// Reads a content file's bytes with the limits every content file has, whatever its format, and lists the files of one kind.
///
/// Content is written by hand: a file bigger than `maximumBytes` is a mistake (or
/// something else named by accident), and reading it would freeze the screen that
/// asked. Only a regular file is opened; a FIFO would block and `/dev/zero` never ends.
public enum ContentFile {
  /// 1 MiB: about twenty times the largest list shipped.
  public static let maximumBytes = 1 << 20

  public static func read(_ path: String, limit: Int = maximumBytes) throws(ContentError) -> Data {
    switch FileKind.of(path) {
    case .missing: throw .missingFile(file: path)
    case .folder: throw .unreadable(file: path, reason: "it is a folder, not a file")
    case .special(let kind): throw .notARegularFile(file: path, kind: kind)
    case .regular(let size) where size > limit: throw .tooLarge(file: path, bytes: Int(size), limit: limit)
    case .regular: break
    }
    // O_NONBLOCK: if the path was swapped for a FIFO since the look above, opening it does not wait.
    let file = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard file >= 0 else { throw .unreadable(file: path, reason: String(cString: strerror(errno))) }
    defer { close(file) }
    var info = stat()
    guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      throw .notARegularFile(file: path, kind: "not a regular file")
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = Glibc.read(file, &buffer, buffer.count)
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(file: path, reason: String(cString: strerror(errno)))
      }
      if count == 0 { break }
      data.append(contentsOf: buffer[0..<count])
      // A file that grew while being read is held to the same limit.
      if data.count > limit { throw .tooLarge(file: path, bytes: data.count, limit: limit) }
    }
    return data
  }

  /// Paths of the files in `folder` whose names end with `suffix` (no hidden ones), sorted by name: the
  /// files of one kind of content the player can choose from.
  public static func files(in folder: String, ending suffix: String) throws(ContentError) -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      throw .missingFolder(folder: folder)
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      throw .unreadable(file: folder, reason: (error as? LocalizedError)?.errorDescription ?? String(describing: error))
    }
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    return names.filter { $0.hasSuffix(suffix) && !$0.hasPrefix(".") }.sorted().map { base + $0 }
  }
}
