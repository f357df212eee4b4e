import Glibc

/// The login name, the default player name.
enum LoginName {
  static func current() -> String {
    if let pw = getpwuid(geteuid()), let name = pw.pointee.pw_name {
      let login = String(cString: name)
      if !login.isEmpty { return login }
    }
    if let user = getenv("USER") { return String(cString: user) }
    return "player"
  }
}
