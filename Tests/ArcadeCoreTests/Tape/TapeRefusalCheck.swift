import Testing

@testable import ArcadeCore

/// What every game's tape must survive: each cut of a real tape is refused, and changed or random bytes never
/// trap, read or replayed (a tape may come from a stranger's row or a damaged file).
func expectCutsRefusedAndNoiseHarmless<Game: RecordedGame>(
  _ tape: RoundTape<Game>, seed: UInt64 = 99, sourceLocation: SourceLocation = #_sourceLocation
) {
  let bytes = tape.bytes
  for length in 0..<bytes.count {
    #expect(throws: TapeError.self, sourceLocation: sourceLocation) { try RoundTape<Game>(bytes: Array(bytes.prefix(length))) }
  }
  var random = SeededGenerator(seed: seed)
  for _ in 0..<2_000 {
    var noisy = bytes
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      noisy[Int.random(in: 0..<noisy.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
    }
    if let changed = try? RoundTape<Game>(bytes: noisy) { _ = try? changed.replayed() }
    let noise = (0..<Int.random(in: 0...80, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
    if let random = try? RoundTape<Game>(bytes: [Game.tapeFormat] + noise) { _ = try? random.replayed() }
  }
  #expect(throws: TapeError.notATape, sourceLocation: sourceLocation) { try RoundTape<Game>(text: "not base64 ✗") }
  let other = Game.tapeFormat &+ 8
  #expect(throws: TapeError.unknownFormat(game: Game.gameID, format: other), sourceLocation: sourceLocation) {
    try RoundTape<Game>(bytes: [other])
  }
}
