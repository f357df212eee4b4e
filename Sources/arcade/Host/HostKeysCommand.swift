import ArcadeCore
import ArgumentParser

/// sshd's `AuthorizedKeysCommand`: any key of a known type may log in to the players' account, restricted to a
/// terminal; which player it is, is the session's to say. Prints nothing (sshd then refuses) for another account.
struct HostKeysCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "keys", abstract: "For sshd: print the key it asks about as an authorized key (arcade host keys --user U %u %t %k).")

  @Option(help: "The players' account.")
  var user: String

  @Argument(help: "The account being logged in to (%u).")
  var login: String

  @Argument(help: "The key's type (%t).")
  var type: String

  @Argument(help: "The key, base64 (%k).")
  var key: String

  func run() {
    guard login == user, let key = SSHPublicKey(type: type, body: key) else { return }
    // `restrict` turns off every forwarding, the user's rc file and the terminal; `pty` gives the terminal back.
    print("restrict,pty \(key.line)")
  }
}
