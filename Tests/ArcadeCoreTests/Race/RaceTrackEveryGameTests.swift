import Foundation
import Testing

@testable import ArcadeCore

/// Every game can be raced: a round dealt and played with random legal moves reads back as a track whose last
/// progress is the round's own, which ends when it ends, and which ties itself.
@Suite struct RaceTrackEveryGameTests {
  static func check<Game: RecordedGame & RecordableGame & RaceTracked>(_ game: Game, seed: UInt64) throws {
    // A PathFinder round that never drew its grid has no deal, and no tape.
    guard let tape = RoundTape(of: game) else { return #expect(game.moves.isEmpty) }
    let definition = try #require(GameDefinitions.arcade[Game.gameID])
    let track = try #require(definition.raceTrack(of: tape.bytes), "\(Game.gameID) seed \(seed)")
    let opening = try RoundTape<Game>(bytes: track.opening)
    #expect(opening.moves.count + track.times.count == tape.moves.count)
    let last = track.progress(afterMoves: track.times.count)
    #expect(last == game.raceProgress, "\(Game.gameID) seed \(seed)")
    #expect(last.isOver == (game.finishedRound != nil))
    #expect(!last.summary.isEmpty && !last.short.isEmpty && last.short.count <= 16, "\(last.short)")
    if let finished = track.finished { #expect(definition.raceOutcome(finished, against: finished) == .tied) }
  }

  @Test func everyGamesRoundsRead() throws {
    for seed in UInt64(1)...40 {
      try Self.check(Redeal.minesweeper(seed: seed), seed: seed)
      try Self.check(PathFinderTapeTests.randomRound(seed: seed), seed: seed)
      try Self.check(Redeal.ticTacToe(TicTacToeGame.self, seed: seed) { $0.board.freeCells }, seed: seed)
      try Self.check(Redeal.ticTacToe(UltimateGame.self, seed: seed) { $0.board.legalMoves }, seed: seed)
      try Self.check(Redeal.wordSearch(seed: seed), seed: seed)
      try Self.check(Redeal.priceGuess(seed: seed), seed: seed)
      if seed <= 10 { try Self.check(Redeal.wordMatch(seed: seed), seed: seed) }
    }
  }
}
