#if SharedBoard
import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing

@testable import ArcadeShared

/// The attacks of issue #35 on a real server, through member logins: Eve forges a round with the engines themselves
/// and sends it from her own login, Ana and Bob send honest rounds of the same board, and the board read as every
/// arcade reads it (re-dealing content-dealt rounds from the shipped data) ranks the honest two and hides and counts
/// the forged one under why.
@Suite(.enabled(if: TestServer.available, TestServer.skipNote))
struct SharedAttackTests {
  typealias Play = AttackRounds

  /// The arcade's games re-dealing from the shipped content, as `arcade` reads a shared board.
  static let games = GameDefinitions.arcade.reading(Play.content)

  /// The board `round` counts on, as the leaderboard screen finds it among its game's boards.
  static func board(of round: PlayedRound) throws -> RoundSelection {
    let boards = try #require(games[round.game]).boards(Play.content)
    return try #require(boards.boardIndex(for: round).map { boards.boards[$0].selection }, "no board for \(round)")
  }

  /// Ana's and Bob's `honest` rounds and Eve's `forged` one, each sent from its player's login to a fresh board; the
  /// board `selection` (the honest rounds' own by default) ranks the honest two and hides the forged one as `refusal`.
  static func attack(
    _ forged: PlayedRound, hiddenAs refusal: RoundRefusal, beside honest: [PlayedRound], on selection: RoundSelection? = nil
  ) throws {
    let selection = try selection ?? board(of: honest[0])
    // The board would take the forged round if it held: it is hidden for what it is, not for being another board's.
    #expect(selection.accepts(forged))
    #expect(honest.allSatisfy(selection.accepts))
    let logins = try MemberLogins(on: TestServer.freshBoard(), checksMoves: true, games: games)
    defer { logins.owner.close() }
    let rounds = honest + [forged]
    let members = try rounds.map { try logins.member($0.player, checksMoves: true) }
    defer { members.forEach { $0.close() } }
    for (member, round) in zip(members, rounds) {
      let shared = SharedRound(uid: UUID().uuidString, playerID: "p-\(round.player)", machine: "lab", round: round)
      #expect(try member.push([shared]).sent == 1)
    }
    let read = try members[0].boardRows(matching: selection)
    #expect(read.rounds.map(\.round.player).sorted() == honest.map(\.player).sorted())
    #expect(read.hidden.hidden == [refusal: 1], "\(read.hidden.hidden)")
  }

  /// Two Expert boards cleared a click each 0.6 s: a person's pace.
  static func honestExperts() throws -> [PlayedRound] {
    try [Play.saved(Play.sweptExpert(seed: 1, gap: 600), by: "ana"), Play.saved(Play.sweptExpert(seed: 2, gap: 600), by: "bob")]
  }

  /// A real Expert seed whose 99 mines are made up, packed in a corner, and won in one click.
  @Test func expertMinesPackedInACornerAreNotTheSeeds() throws {
    let forged = try Play.saved(Play.packedExpert(seed: 3), by: "eve")
    try Self.attack(forged, hiddenAs: .notDealtFromSeed, beside: Self.honestExperts())
  }

  /// A real Expert deal cleared by a program clicking 1 ms apart: its own seed's deal, played by no person.
  @Test func expertSweptAMillisecondAClickIsNotAPerson() throws {
    let forged = try Play.saved(Play.sweptExpert(seed: 3, gap: 1), by: "eve")
    try Self.attack(forged, hiddenAs: .fasterThanAPerson, beside: Self.honestExperts())
  }

  /// A 15×15 grid made up under a real seed and theme, holding one word: solved with one drag.
  @Test func aWordSearchGridHoldingOneWordIsNotTheSeeds() throws {
    let theme = try #require(Play.themes.first { $0.edition == nil })
    let honest = try [Play.saved(Play.solved(Play.puzzle(theme, seed: 1)), by: "ana"), Play.saved(Play.solved(Play.puzzle(theme, seed: 2)), by: "bob")]
    let forged = try Play.saved(Play.solved(Play.oneWordPuzzle(theme, seed: 3)), by: "eve")
    try Self.attack(forged, hiddenAs: .notDealtFromSeed, beside: honest)
  }

  /// Two mixed quizzes answered a question each 2 s, six and eight of them right.
  static func honestQuizzes() throws -> [PlayedRound] {
    try [
      Play.saved(Play.answered(Play.quiz(seed: 1)) { $0 <= 6 }, by: "ana"), Play.saved(Play.answered(Play.quiz(seed: 2)) { $0 <= 8 }, by: "bob"),
    ]
  }

  /// A quiz whose right prices are moved to where Eve's answers are: ten out of ten.
  @Test func priceGuessQuestionsMadeUpToBeRightAreNotTheSeeds() throws {
    let forged = try Play.saved(Play.firstIsRightQuiz(seed: 3), by: "eve")
    try Self.attack(forged, hiddenAs: .notDealtFromSeed, beside: Self.honestQuizzes())
  }

  /// A real quiz answered by a program, 1 ms an answer.
  @Test func priceGuessAnsweredAMillisecondAnAnswerIsNotAPerson() throws {
    let forged = try Play.saved(Play.answered(Play.quiz(seed: 3), gap: 1), by: "eve")
    try Self.attack(forged, hiddenAs: .fasterThanAPerson, beside: Self.honestQuizzes())
  }

  /// Two rounds of the standard fifteen pairs, each word answered rightly 0.9 s after it starts to fall.
  static func honestMatches() throws -> [PlayedRound] {
    try [Play.saved(Play.wordMatch(seed: 1), by: "ana"), Play.saved(Play.wordMatch(seed: 2, reaction: 1_200), by: "bob")]
  }

  /// A round whose pairs are all made right translations, answered "right" every time.
  @Test func wordMatchPairsMadeUpToBeRightAreNotTheSeeds() throws {
    let forged = try Play.saved(Play.allRightWordMatch(seed: 3), by: "eve")
    try Self.attack(forged, hiddenAs: .notDealtFromSeed, beside: Self.honestMatches())
  }

  /// A real round answered by a program 1 ms after each word appears (the flash between words keeps its answers
  /// half a second apart).
  @Test func wordMatchAnsweredAMillisecondAfterEachWordIsNotAPerson() throws {
    let forged = try Play.saved(Play.wordMatch(seed: 3, reaction: 1), by: "eve")
    try Self.attack(forged, hiddenAs: .fasterThanAPerson, beside: Self.honestMatches())
  }
}
#endif
