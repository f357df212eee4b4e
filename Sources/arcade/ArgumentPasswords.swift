import Glibc

/// Keeps a password given in a `postgres://user:password@…` argument out of sight of other users.
///
/// `/proc/PID/cmdline` shows the process's own argv to everyone on the machine for as long as it runs, so
/// the password's bytes there are overwritten (as the mysql client does) once Swift has its copy; and no
/// core file is written, where the password, still in memory, would end up.
enum ArgumentPasswords {
  /// Blanks every such password in argv; true when there was one.
  @discardableResult
  static func hide() -> Bool {
    // Swift's copy of the arguments is made on first use: make it before the originals change.
    let arguments = CommandLine.arguments
    var found = false
    for (index, argument) in arguments.enumerated() {
      guard let range = passwordRange(in: Array(argument.utf8)), let original = CommandLine.unsafeArgv[index] else { continue }
      for offset in range { original[offset] = CChar(UInt8(ascii: "x")) }
      found = true
    }
    if found {
      var none = rlimit(rlim_cur: 0, rlim_max: 0)
      _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none)
    }
    return found
  }

  /// The byte offsets of the password in a `postgres://` or `postgresql://` argument (or `--db=postgres://…`).
  static func passwordRange(in bytes: [UInt8]) -> Range<Int>? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let scheme = text.range(of: "://"), text.contains("postgres") else { return nil }
    let start = text.utf8.distance(from: text.utf8.startIndex, to: scheme.upperBound)
    let rest = bytes[start...]
    let authorityEnd = rest.firstIndex(of: UInt8(ascii: "/")) ?? bytes.endIndex
    guard let at = bytes[start..<authorityEnd].lastIndex(of: UInt8(ascii: "@")),
      let colon = bytes[start..<at].firstIndex(of: UInt8(ascii: ":")), colon + 1 < at
    else { return nil }
    return (colon + 1)..<at
  }
}
