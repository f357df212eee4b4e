import ArcadeCore
import Foundation
import Testing

@Suite struct RoundIDTests {
  static let kinds: [@Sendable (Int64) -> RoundID] = [
    { .local($0) }, { .server($0) }, { .session(Int($0)) }, { .journal(uid: String($0)) },
  ]

  /// The same number under every kind is four ids: a file's row 5, a server's row 5, this run's fifth round, a
  /// journal line named "5".
  @Test(arguments: [Int64(-3), 0, 1, 5, 1 << 40, .max])
  func idsOfDifferentKindsNeverCollide(number: Int64) {
    let ids = Self.kinds.map { $0(number) }
    #expect(Set(ids).count == ids.count)
    for (a, b) in zip(ids, ids.dropFirst()) {
      #expect(a != b)
      #expect((a < b) != (b < a), "\(a) and \(b) are ordered one way")
    }
  }

  /// Ids were ranges of one Int64 (a session's from -1 down, the journal's below -2^40, a server's below -2^42):
  /// now only the kind and the number together make an id.
  @Test func onlyTheKindAndTheNumberTogetherMakeAnID() {
    #expect(RoundID.local(7) == 7)
    #expect(RoundID.local(7) != .server(7))
    #expect(RoundID.journal(uid: "A") == .journal(uid: "A"))
    #expect(RoundID.journal(uid: "A") != .journal(uid: "B"))
    #expect(RoundID.session(1) != .session(2))
  }

  @Test func aJournalRoundsIDIsItsUIDAndNothingElse() {
    let uid = "0E2C7E54-2B4B-4A2C-9A4F-5E55B1F0D1A7"
    #expect(RoundID.journal(uid: uid).description == "journal:\(uid)")
    #expect(RoundID.journal(uid: uid) == .journal(uid: String(uid)))
  }

  @Test func aLocalRowReadsAsItsNumberAndTheOthersNameTheirKind() {
    #expect(RoundID.local(42).description == "42")
    #expect(RoundID.local(42).localRow == 42)
    #expect(RoundID.server(42).description == "server:42")
    #expect(RoundID.server(42).localRow == nil)
    #expect(RoundID.session(3).description == "session:3")
    #expect(RoundID.session(3).localRow == nil)
    #expect(RoundID.journal(uid: "u").localRow == nil)
  }

  /// Ties go to the round saved first: the file's rows, then the server's, the journal's, this run's; none first.
  @Test func tiesAreBrokenFileThenServerThenJournalThenSession() {
    let ids: [RoundID] = [.session(2), .journal(uid: "b"), .server(9), .local(3), .session(1), .journal(uid: "a"), .local(1)]
    #expect(ids.sorted() == [.local(1), .local(3), .server(9), .journal(uid: "a"), .journal(uid: "b"), .session(1), .session(2)])
    #expect(RoundID.precedes(nil, .local(1)))
    #expect(!RoundID.precedes(.local(1), nil))
    #expect(!RoundID.precedes(nil, nil))
  }

  @Test(arguments: [RoundID.local(1), .journal(uid: "x"), .server(.max), .session(4)])
  func anIDSurvivesJSON(id: RoundID) throws {
    let back = try JSONDecoder().decode(RoundID.self, from: JSONEncoder().encode(id))
    #expect(back == id)
  }

  /// The checker keeps verdicts by id: a file's row 5 that does not replay says nothing about a server's row 5.
  @Test func theCheckerKeepsAVerdictPerKindOfID() throws {
    let round = try #require(TicTacToeTapeTests.finishedRounds(count: 1).first)
    var bare = round
    bare.tape = nil
    bare.id = .local(5)
    var shared = round
    shared.id = .server(5)
    let checker = RoundChecker()
    #expect(checker.verdict(on: bare) == .notReplayable)
    #expect(checker.verdict(on: shared) == .verified)
    #expect(checker.verdict(on: bare) == .notReplayable)
  }
}
