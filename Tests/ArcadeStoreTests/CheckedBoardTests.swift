import ArcadeTestSupport
import ArcadeCore
import Foundation
import GRDB
import Testing

@testable import ArcadeStore

/// This machine's boards rank only rounds their moves give: a forged figure or a pasted copy is hidden and
/// counted under the board; a round saved before moves were kept stays, marked in the history.
@Suite("Boards that check what they show")
struct CheckedBoardTests {
  static let beginner = RoundSelection(
    game: .minesweeper, variant: "beginner", outcomes: [.won], order: .durationAscending, limit: 3)

  /// A copy with its times halved, or one time nudged, would rank above its original: it is the original's play, and
  /// hidden as a copy.
  @Test func aCopyWithOtherTimesIsACopy() throws {
    let folder = try TemporaryFolder()
    let store = try ScoreStore.openCreating(at: folder.file("arcade.sqlite"))
    let original = PlayedRound.played(player: "ana", seed: 21)
    try store.save(original, uid: UUID().uuidString)
    let halved = try original.retimed(by: 0.5, player: "eve")
    let nudged = try original.retimed(by: 1, nudge: -1, player: "bob")
    for round in [halved, nudged] { try store.save(round, uid: UUID().uuidString) }
    let checked = try store.checkedRounds(matching: Self.beginner)
    #expect(checked.shown.map(\.player) == ["ana"])
    #expect(checked.hidden[.copy] == 2)
  }

  @Test func forgedAndCopiedRoundsAreHiddenCountedAndTheBoardFillsUp() throws {
    let folder = try TemporaryFolder()
    let store = try ScoreStore.openCreating(at: folder.file("arcade.sqlite"))
    let real = (11...15).map { PlayedRound.played(player: "ana", seed: UInt64($0)) }
    for round in real { try store.save(round, uid: UUID().uuidString) }
    var forged = PlayedRound.played(player: "eve", seed: 16)
    forged.durationMilliseconds = 10
    var copy = real[0]
    copy.player = "eve"
    var old = PlayedRound.mock(.minesweeper, player: "bo", variant: "beginner", duration: 1)
    old.tape = nil
    for round in [forged, copy, old] { try store.save(round, uid: UUID().uuidString) }

    let shown = try store.rounds(matching: Self.beginner)
    let fastestReal = real.sorted { $0.durationMilliseconds! < $1.durationMilliseconds! }
    // The round from before moves were kept is ranked; the two hidden ones leave room for real rounds below them.
    #expect(shown.map(\.player) == ["bo", "ana", "ana"])
    #expect(shown.dropFirst().map(\.durationMilliseconds) == fastestReal.prefix(2).map(\.durationMilliseconds))
    let hidden = store.lastCheck.withLock { $0 }
    #expect(hidden.hidden == [.differs("time"): 1], "\(hidden)")
    #expect(hidden.note?.contains("its moves do not give its time") == true)

    // The same through the report `arcade scores` prints.
    let board = Leaderboard(
      game: .minesweeper, title: "Beginner", selection: Self.beginner, columns: [], rank: RankedRound.fastestFirst)
    let report = try store.report(for: board)
    #expect(LeaderboardTextTable.render(report).hasSuffix("(1 round hidden: its moves do not give its time)\n"))
    #expect(LeaderboardJSON.encode([report]).contains("\"hidden\": "))
  }

  @Test func aCopyIsFoundHoweverFarDownTheOriginalIs() throws {
    let folder = try TemporaryFolder()
    let store = try ScoreStore.openCreating(at: folder.file("arcade.sqlite"))
    let original = PlayedRound.played(player: "ana", seed: 11)
    var chosen = original
    chosen.assistance = .chosenSeed
    try store.save(chosen, uid: UUID().uuidString)
    var pasted = original
    pasted.player = "eve"
    try store.save(pasted, uid: UUID().uuidString)
    // The original played from a chosen seed is on no board; its copy without the mark is still a copy.
    #expect(try store.rounds(matching: Self.beginner).isEmpty)
    #expect(store.lastCheck.withLock { $0.hidden } == [.copy: 1])
  }

  @Test func tapesSurviveTheFileTheJournalAndTheExports() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("arcade.sqlite")
    let store = try ScoreStore.openCreating(at: path)
    let round = PlayedRound.played(player: "ana", seed: 11)
    try store.save(round, uid: UUID().uuidString)
    #expect(try store.allRounds().map(\.tape) == [round.tape])
    let line = try #require(WaitingRound(round: round).importLine)
    #expect(WaitingRound(line: Data(line.utf8))?.round.tape == round.tape)
    let csv = folder.file("rounds.csv")
    _ = try RoundsCSV.export(from: store, to: csv, withMoves: true)
    let text = try String(contentsOfFile: csv, encoding: .utf8)
    #expect(text.contains(round.tape!.base64EncodedString()))
  }
}
