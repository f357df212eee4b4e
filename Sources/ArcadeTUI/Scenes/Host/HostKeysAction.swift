/// What a key asks of the list of the player's SSH keys.
enum HostKeysAction: Hashable {
  case move(Int)
  /// `a`: paste a public key line to log in with it too.
  case add
  /// `x`: remove the key under the cursor (asked twice).
  case remove
  case back

  static let table = KeyTable<HostKeysAction>([
    KeyRow.upDown("move", up: .move(-1), down: .move(1), priority: 1, footer: "↑↓ move"),
    KeyRow("a", "add a key: paste its public line (the one in ~/.ssh/id_ed25519.pub)", priority: 3, footer: "a add", [.on("a", do: .add)]),
    KeyRow("x", "remove the key (x again to be sure); your last key stays", priority: 2, footer: "x remove", [.on("x", do: .remove)]),
    .help("this help", priority: 1, footer: "? help"),
    KeyRow.back("back to Settings", .back),
  ])
}
