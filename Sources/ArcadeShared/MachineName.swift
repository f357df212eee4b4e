import Foundation

/// This machine's host name, as the shared board shows it beside a name two players share.
public enum MachineName {
  /// `gethostname(2)`, never a DNS lookup (which could wait on the network); "unknown" when there is none.
  public static func current() -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count - 1) == 0 else { return "unknown" }
    let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return name.isEmpty ? "unknown" : sanitized(name)
  }
}
