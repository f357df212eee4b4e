import ArcadeCore
import Foundation
import Testing

/// Keys as sshd hands them over and players paste them: strangers' text, kept only when it is one key of its type.
@Suite struct SSHPublicKeyTests {
  static let ed25519 = "AAAAC3NzaC1lZDI1NTE5AAAAID0V6qEUkk82NWt+aRQe+pgMC/1E3mcVEoDFoZHVctEu"
  static let rsa = "AAAAB3NzaC1yc2EAAAADAQABAAABAQCZxleefBWLMxhWc+75zT/9EByP87bUa17hFeLhw3HZbNIvegaS4IWViLqhrEkb1u2N9ZfcQhFkObIsDw7VYAUi1FTtOZedybeKRGmgNNlBVqadwqeQIhR1eN79Fl5hHAjjSZ8XFhJZ1TVV9UFcu0MuDYYYRFTiRp8gvdXY/ERyZ23+bGJHbWVb5K/+PIgZbJ/u1iNCeQzj30lsMh1h6mU5Gh7/O688/a7+p4ydSOKEoAf0xs6/Px9uQxiZQjn1CB1tXehsHTjr6M10FdeInVIY/mSfCO0hOC0bqVJK0gNf4RzPxBSLVwPdbQiaMiPW92miRzSbZGep+Fnz60PXqILP"
  static let ecdsa = "AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBEyUabsLTPq1ecxbPJize01I51hwZzMIUyu5LQm9Ksqm1A7bmBjrbv3PjTJREnFyTaIcSc2+euEvdXILYEqZg5w="

  @Test func keysOfEachTypeOpenSSHMakesAreRead() throws {
    for (type, body) in [("ssh-ed25519", Self.ed25519), ("ssh-rsa", Self.rsa), ("ecdsa-sha2-nistp256", Self.ecdsa)] {
      let key = try #require(SSHPublicKey(type: type, body: body))
      #expect(key.line == "\(type) \(body)")
      #expect(SSHPublicKey(line: "\(type) \(body) ana@laptop") == key, "a comment is not part of the key")
      #expect(SSHPublicKey(line: "\(type)\t\(body)") == key)
    }
  }

  @Test func aKeyUnderAnotherTypesNameIsNotOne() {
    #expect(SSHPublicKey(type: "ssh-rsa", body: Self.ed25519) == nil)
    #expect(SSHPublicKey(type: "ssh-ed25519", body: Self.rsa) == nil)
    #expect(SSHPublicKey(type: "ssh-dss", body: Self.ed25519) == nil, "a type OpenSSH no longer offers")
  }

  @Test func whatIsNotAKeyIsRefused() {
    for line in [
      "", "ssh-ed25519", "ssh-ed25519 not-base64!", "ssh-ed25519 AAAA", "command=\"sh\" ssh-ed25519 \(Self.ed25519)",
      "ssh-ed25519 " + String(repeating: "A", count: SSHPublicKey.longestBody + 4), "\u{1b}[31m \(Self.ed25519)",
    ] {
      #expect(SSHPublicKey(line: line) == nil, "\(line.prefix(40))")
    }
  }

  @Test func aKeyIsNamedByTheEndOfItsBody() throws {
    let key = try #require(SSHPublicKey(type: "ssh-ed25519", body: Self.ed25519))
    #expect(key.description == "ssh-ed25519 …\(Self.ed25519.suffix(12))")
  }

  /// Random bytes under a known type's name: never a key unless their first field names it.
  @Test func randomBlobsAreNeverTakenForAKey() {
    var generator = SeededGenerator(seed: 36)
    for _ in 0..<500 {
      let count = Int(generator.next() % 80) + 1
      let blob = Data((0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
      #expect(SSHPublicKey(type: "ssh-ed25519", body: blob.base64EncodedString()) == nil)
    }
  }
}
