/// What a key asks of a replay.
enum ReplayAction: Hashable {
  case playPause
  case step(Int)
  case faster
  case slower
  case start
  case end
  case back

  static var table: KeyTable<ReplayAction> {
    KeyTable([
      KeyRow("Space", "pause, play", priority: 3, footer: "Space pause", [.on(" ", "p", do: .playPause)]),
      KeyRow("← →  h l", "one move back, on", priority: 3, footer: "←→ move", [
        .on(.left, "h", do: .step(-1)), .on(.right, "l", do: .step(1)),
      ]),
      KeyRow("+ -", "faster, slower (¼× to 16×)", priority: 2, footer: "+- speed", [
        .on("+", "=", do: .faster), .on("-", "_", do: .slower),
      ]),
      KeyRow("Home  End  g G", "the start, the end", priority: 1, footer: "Home End", [.on(.home, "g", do: .start), .on(.end, "G", do: .end)]),
      .help("this help", footer: "? help"),
      KeyRow.back("back", .back),
    ])
  }
}
