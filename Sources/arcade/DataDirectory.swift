import Glibc

/// Finds the folder of shipped content (word lists, catalogs): installed, in the source tree, or named by ARCADE_DATA.
enum DataDirectory {
  static func locate(environment: [String: String]) -> String {
    if let explicit = environment["ARCADE_DATA"], !explicit.isEmpty { return explicit }
    // The running binary itself, symlinks resolved, whether it was started by path or found on PATH.
    let binFolder = folder(of: executablePath() ?? CommandLine.arguments[0])
    let candidates = [
      normalized(binFolder + "/../share/swift-arcade/data"),
      binFolder + "/data",
      // A build inside the source tree: .build/<config>/arcade → <repo>/data.
      normalized(binFolder + "/../../data"),
      normalized(binFolder + "/../../../data"),
      currentFolder() + "/data",
    ]
    return candidates.first(where: isFolder) ?? candidates[0]
  }

  private static func executablePath() -> String? {
    // Given no buffer, realpath allocates one of the right size.
    guard let resolved = realpath("/proc/self/exe", nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func currentFolder() -> String {
    // glibc's getcwd allocates the buffer when given none.
    guard let folder = getcwd(nil, 0) else { return "." }
    defer { free(folder) }
    return String(cString: folder)
  }

  private static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return currentFolder() }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  /// The path with `.` and `..` taken out (symlinks are not looked at, as the folder is only tested).
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(part)
      }
    }
    // Not `joined(separator:)`: its generic code looked up conformances at run time, at every start.
    var result = ""
    for part in parts {
      result += "/"
      result += part
    }
    return result.isEmpty ? "/" : result
  }

  private static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }
}
