import Foundation
import Testing

@testable import ArcadeCore

/// A kept verdict vouches only for the round it was found on: the key's digest covers every column and the tape.
@Suite("Verdict keys")
struct VerdictKeyTests {
  static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

  @Test func sha256GivesTheStandardsVectors() {
    #expect(Self.hex(SHA256.digest([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(Self.hex(SHA256.digest(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    let twoBlocks = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
    #expect(Self.hex(SHA256.digest(Array(twoBlocks.utf8))) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  static func round() -> PlayedRound {
    var round = Redeal.saved(Redeal.minesweeper(seed: 5), tape: RoundTape(of: Redeal.minesweeper(seed: 5))!.bytes)
    round.id = .local(12)
    return round
  }

  @Test func anyChangeToTheRoundChangesItsDigest() throws {
    let round = Self.round()
    let key = try #require(VerdictKey(round))
    #expect(key.row == "12")
    let edits: [(String, (inout PlayedRound) -> Void)] = [
      ("id", { $0.id = .local(13) }), ("server id", { $0.id = .server(12) }), ("player", { $0.player = "eve" }),
      ("score", { $0.score = ($0.score ?? 0) + 1 }), ("time", { $0.durationMilliseconds = 1 }),
      ("moves", { $0.moves = 1 }), ("outcome", { $0.outcome = $0.outcome == .won ? .lost : .won }), ("end", { $0.endedAt = nil }),
      ("variant", { $0.variant = "expert" }), ("seed", { $0.seed = 1 }), ("help", { $0.assistance = .help }),
      ("details", { $0.details = "{}" }), ("context", { $0.context = .chosenSeed }),
      ("tape", { $0.tape?.append(0) }),
    ]
    for (name, edit) in edits {
      var edited = round
      edit(&edited)
      #expect(VerdictKey(edited)?.digest != key.digest, "\(name)")
    }
    #expect(VerdictKey(round) == key)
  }

  @Test func onlyStoredRowsWithTapesHaveKeys() {
    var round = Self.round()
    round.id = .session(1)
    #expect(VerdictKey(round) == nil)
    round.id = .local(1)
    round.tape = nil
    #expect(VerdictKey(round) == nil)
  }

  @Test func everyVerdictReadsBackAsWritten() {
    let verdicts: [RoundVerdict] = [
      .verified, .notReplayable, .refused(.noMoves), .refused(.unreadable("cut short")), .refused(.illegalMove(12)),
      .refused(.unfinished), .refused(.differs("score")), .refused(.copy), .refused(.notTheirs),
      .refused(.notDealtFromSeed), .refused(.fasterThanAPerson),
    ]
    for verdict in verdicts { #expect(RoundVerdict(storedText: verdict.storedText) == verdict) }
    for text in ["", "Verified", "refused", "refused illegal move x", "refused something new"] {
      #expect(RoundVerdict(storedText: text) == nil, "\(text)")
    }
  }
}

/// The checker takes a kept verdict for the same round, checks a changed one again, and hands out what it found once.
@Suite("Kept verdicts")
struct KeptVerdictTests {
  final class Shelf: KeptVerdicts {
    var kept: [VerdictKey: RoundVerdict] = [:]
    var asked = 0
    func verdict(for key: VerdictKey) -> RoundVerdict? {
      asked += 1
      return kept[key]
    }
  }

  @Test func aKeptVerdictIsTakenForTheSameRoundOnly() throws {
    let checker = RoundChecker(games: GameDefinitions.arcade.reading(Redeal.content))
    let shelf = Shelf()
    var round = VerdictKeyTests.round()
    // Kept as refused: taken without replaying, so the round is hidden although its moves are right.
    shelf.kept[try #require(VerdictKey(round))] = .refused(.differs("score"))
    #expect(checker.verdict(on: round, kept: shelf) == .refused(.differs("score")))
    #expect(checker.unkept().isEmpty)
    // The same id with another time misses it (here and in the run's own verdicts) and is checked.
    round.durationMilliseconds = 1
    #expect(checker.verdict(on: round, kept: shelf) == .refused(.differs("time")))
    let found = checker.unkept()
    #expect(found == [try #require(VerdictKey(round)): .refused(.differs("time"))])
    #expect(checker.unkept().isEmpty)
  }

  @Test func aVerdictWithoutTheDealsContentIsNotKept() throws {
    let game = Redeal.wordSearch(seed: 3)
    var round = Redeal.saved(game, tape: try #require(RoundTape(of: game)).bytes)
    round.id = .local(1)
    let checker = RoundChecker(games: .arcade)
    #expect(checker.verdict(on: round, kept: Shelf()) == .verified)
    // Verified on its own deal only: a reader with the content it came from could refuse it.
    #expect(checker.unkept().isEmpty)
    let withContent = RoundChecker(games: GameDefinitions.arcade.reading(Redeal.content))
    #expect(withContent.verdict(on: round, kept: Shelf()) == .verified)
    #expect(withContent.unkept().count == 1)
  }
}
