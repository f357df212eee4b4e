import Foundation

/// `~/.pgpass` (or `PGPASSFILE`): `host:port:database:user:password` lines, `*` for any, `\:` and `\\` escaped.
///
/// As libpq does, a file that its group or others may read is ignored: it
/// would leak the passwords it holds.
enum PasswordFile {
  static func lookup(host: String, port: Int, database: String, user: String, environment: [String: String]) -> String? {
    guard let path = location(environment: environment), let text = readPrivateFile(path) else { return nil }
    return password(in: text, host: host, port: port, database: database, user: user)
  }

  /// The first matching line's password, from the file's text.
  static func password(in text: String, host: String, port: Int, database: String, user: String) -> String? {
    let wanted = [host, String(port), database, user]
    for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
      let fields = split(String(line))
      guard fields.count == 5 else { continue }
      let matches = zip(fields.prefix(4), wanted).allSatisfy { field, value in field == "*" || field == value }
      if matches { return fields[4] }
    }
    return nil
  }

  /// Splits a line at unescaped colons, removing the escapes.
  static func split(_ line: String) -> [String] {
    var fields: [String] = []
    var current = ""
    var escaped = false
    for character in line {
      if escaped {
        current.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == ":" {
        fields.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    fields.append(current)
    return fields
  }

  private static func location(environment: [String: String]) -> String? {
    if let file = environment["PGPASSFILE"], !file.isEmpty { return file }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.pgpass"
  }

  private static func readPrivateFile(_ path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_mode & 0o077 == 0 else { return nil }
    return try? String(contentsOfFile: path, encoding: .utf8)
  }
}
