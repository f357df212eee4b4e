import Foundation

/// An OpenSSH public key as a host knows a player by it: its type and its base64 body, checked to be one key of that
/// type (the body's first field names the type again). What sshd hands over and what a player pastes are both
/// strangers' text, so nothing else is kept: no options, no comment.
public struct SSHPublicKey: Hashable, Sendable, CustomStringConvertible {
  public let type: String
  public let body: String

  /// The key types OpenSSH offers today; DSA is gone from it.
  public static let types: Set<String> = [
    "ssh-ed25519", "ssh-rsa", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521",
    "sk-ssh-ed25519@openssh.com", "sk-ecdsa-sha2-nistp256@openssh.com",
  ]
  /// Longer than any key of those types (a 16,384-bit RSA key is about 2,800 characters).
  public static let longestBody = 4_096

  public init?(type: String, body: String) {
    guard Self.types.contains(type), (1...Self.longestBody).contains(body.utf8.count),
      let blob = Data(base64Encoded: body), Self.namedType(in: blob) == type
    else { return nil }
    (self.type, self.body) = (type, body)
  }

  /// A line as in `authorized_keys` or a `.pub` file: "TYPE BODY [comment]"; nil for anything else.
  public init?(line: String) {
    let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).prefix(2).map(String.init)
    guard fields.count == 2 else { return nil }
    self.init(type: fields[0], body: fields[1])
  }

  /// "TYPE BODY", as sshd and `authorized_keys` write it.
  public var line: String { "\(type) \(body)" }

  /// "ssh-ed25519 …q9Xy3kQ": enough of the key to tell a player's keys apart in a list.
  public var description: String { "\(type) …\(body.suffix(12))" }

  /// The type a key blob names in its first field (a 32-bit big-endian length, then the name).
  private static func namedType(in blob: Data) -> String? {
    let bytes = [UInt8](blob.prefix(68))
    guard bytes.count >= 4 else { return nil }
    let length = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }
    guard length <= 64, bytes.count >= 4 + length else { return nil }
    return String(bytes: bytes[4..<(4 + length)], encoding: .ascii)
  }
}
