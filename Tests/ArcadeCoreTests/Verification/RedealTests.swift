import Foundation
import Testing

@testable import ArcadeCore

/// Re-deal, don't trust: for every game, over a few hundred seeds, a round dealt and played to the end verifies, and
/// the same moves on a deal changed in one place (a mine moved, a letter changed, an answer moved, a computer's reply
/// changed) are refused as not their seed's deal, whatever else they claim.
@Suite struct RedealTests {
  static let seeds = 0..<UInt64(200)

  /// Checks one played game both ways; returns whether its deal could be changed and was refused.
  @discardableResult
  static func check<Game: RecordedGame & RecordableGame>(
    _ game: Game, verifier: RoundVerifier = Redeal.verifier, changing change: (inout Game.Deal) -> Bool
  ) -> Bool {
    guard let tape = RoundTape(of: game) else { return false }
    let round = Redeal.saved(game, tape: tape.bytes)
    if game.finishedRound != nil {
      #expect(verifier.verdict(on: round) == .verified, "\(Game.self) seed \(game.seed)")
    } else {
      #expect(verifier.verdict(on: round) == .refused(.unfinished), "\(Game.self) seed \(game.seed)")
    }
    var deal = tape.deal
    guard change(&deal), deal != tape.deal else { return false }
    let forgedTape = RoundTape<Game>(deal: deal, moves: tape.moves)
    // The changed deal must still be one a tape can hold: else the check would be the reader's, not the re-deal's.
    #expect((try? RoundTape<Game>(bytes: forgedTape.bytes)) == forgedTape, "\(Game.self) seed \(game.seed): unreadable change")
    var forged = round
    forged.tape = Data(forgedTape.bytes)
    #expect(verifier.verdict(on: forged) == .refused(.notDealtFromSeed), "\(Game.self) seed \(game.seed)")
    return true
  }

  @Test func minesweeperMinesAreTheSeeds() {
    let forged = Self.seeds.count { Self.check(Redeal.minesweeper(seed: $0), changing: Redeal.moveAMine) }
    #expect(forged == Self.seeds.count)
  }

  @Test func pathFinderCoursesAreTheSeeds() {
    var forged = 0
    for seed in Self.seeds {
      if Self.check(PathFinderTapeTests.playedRound(seed: seed, walls: seed % 2 == 0), changing: Redeal.moveTheTarget) { forged += 1 }
      if Self.check(PathFinderTapeTests.randomRound(seed: seed), changing: Redeal.redrawTheFirstGrid) { forged += 1 }
    }
    #expect(forged >= Self.seeds.count * 2 - 20)
  }

  @Test func ticTacToeRepliesAreTheComputers() {
    var forged = 0
    for seed in Self.seeds {
      let classic = Redeal.ticTacToe(TicTacToeGame.self, seed: seed) { $0.board.freeCells }
      let ultimate = Redeal.ticTacToe(UltimateGame.self, seed: seed) { $0.board.legalMoves }
      // The deal is options and seed, checked as the tape is read: the replies are what re-dealing recomputes.
      Self.check(classic) { _ in false }
      Self.check(ultimate) { _ in false }
      forged += Redeal.changeAReply(of: classic) ? 1 : 0
      forged += Redeal.changeAReply(of: ultimate) ? 1 : 0
    }
    // Two people at one keyboard have no computer whose replies could be changed.
    #expect(forged >= Self.seeds.count)
  }

  @Test func wordSearchGridsAreTheSeeds() {
    let forged = Self.seeds.count { Self.check(Redeal.wordSearch(seed: $0), changing: Redeal.changeALetter) }
    #expect(forged >= Self.seeds.count - 10)
  }

  @Test func priceGuessQuestionsAreTheSeeds() {
    let forged = Self.seeds.count { Self.check(Redeal.priceGuess(seed: $0), changing: Redeal.moveAnAnswer) }
    #expect(forged == Self.seeds.count)
  }

  @Test func wordMatchPairsAreTheSeeds() {
    // Fewer seeds: a WordMatch round is many small steps, slow in a debug build. A round lost on its first pair has
    // no second to swap.
    let forged = Self.seeds.prefix(100).count { Self.check(Redeal.wordMatch(seed: $0), changing: Redeal.swapTwoPairs) }
    #expect(forged >= 50)
  }

  /// Without the content a deal came from, a content-dealt round is checked on its own deal, as before re-dealing;
  /// one that claims a shipped theme no shipped file has is refused by a reader that has them all.
  @Test func contentNotHereIsCheckedAsBeforeAndAMadeUpShippedThemeIsRefused() throws {
    let game = Redeal.wordSearch(seed: 3)
    let tape = try #require(RoundTape(of: game))
    var deal = tape.deal
    deal.letters[try #require(Redeal.freeCell(of: deal))] = UInt8(ascii: "Q")
    var forged = Redeal.saved(game, tape: RoundTape<WordSearchGame>(deal: deal, moves: tape.moves).bytes)
    #expect(RoundVerifier.arcade.verdict(on: forged) == .verified)
    deal = tape.deal
    deal.theme = "Nothing shipped"
    forged.tape = Data(RoundTape<WordSearchGame>(deal: deal, moves: tape.moves).bytes)
    #expect(Redeal.verifier.verdict(on: forged) == .refused(.notDealtFromSeed))
    // A player's own theme nobody else has: replayed on its own deal, as before (it ranks on its edition's boards).
    deal.edition = "abc123"
    forged.tape = Data(RoundTape<WordSearchGame>(deal: deal, moves: tape.moves).bytes)
    #expect(Redeal.verifier.verdict(on: forged) != .refused(.notDealtFromSeed))
  }

  /// A resumed game's computer goes on as if never left: its replies are the seed's, so the round verifies.
  @Test func aResumedGamesRepliesAreTheSeedsToo() throws {
    for seed in Self.seeds.prefix(60) {
      let whole = TicTacToeTapeTests.playedUltimate(seed: seed)
      let tape = try #require(RoundTape(of: whole))
      for cut in [1, 4, 9] where cut < tape.moves.count {
        var resumed = try RoundTape<UltimateGame>(deal: tape.deal, moves: Array(tape.moves.prefix(cut))).replayed()
        for entry in tape.moves.dropFirst(cut) {
          let reply = resumed.chooseComputerMove()
          let move = reply ?? entry.move
          resumed.apply(move, at: Instant.zero.advanced(byMilliseconds: entry.milliseconds))
        }
        #expect(resumed.moves == tape.moves, "seed \(seed), resumed after \(cut) moves")
      }
    }
  }
}
