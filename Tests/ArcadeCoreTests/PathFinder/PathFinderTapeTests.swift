import Foundation
import Testing

@testable import ArcadeCore

/// A PathFinder round kept as its deal and moves: encoded, decoded and replayed, it is the same round.
@Suite struct PathFinderTapeTests {
  /// A round played with random moves (legal and not) at random times, now and then read from a clock that ran back.
  static func randomRound(seed: UInt64) -> PathFinderRound {
    var random = SeededGenerator(seed: seed)
    var round = PathFinderRound(seed: seed, options: PathFinderOptions(walls: seed % 2 == 1))
    var now = Instant(milliseconds: Int64.random(in: 0...1_000_000, using: &random))
    for _ in 0..<Int.random(in: 1...400, using: &random) {
      now = now.advanced(byMilliseconds: Int64.random(in: -300...3_000, using: &random))
      round.apply(randomMove(in: round, using: &random), at: now)
      if round.phase == .arrived && Bool.random(using: &random) { break }
    }
    return round
  }

  static func randomMove(in round: PathFinderRound, using random: inout SeededGenerator) -> PathFinderMove {
    let cell = Position(row: Int.random(in: -1...6, using: &random), column: Int.random(in: -1...6, using: &random))
    switch Int.random(in: 0..<20, using: &random) {
    case 0:
      return .drawGrid
    case 1..<4:
      // Often the right guess, so most rounds steer; else any guess, off the allowed sides too.
      if let grid = round.grid, Bool.random(using: &random) { return .guess(rows: grid.rows, columns: grid.columns) }
      return .guess(rows: Int.random(in: 3...7, using: &random), columns: Int.random(in: 3...7, using: &random))
    case 4..<7:
      return .moveToward(cell)
    default:
      // Half the steps on a shortest way home, so many rounds arrive; the rest anywhere, into edges and walls too.
      if let walls = round.walls, let robot = round.robot, let target = round.target, Bool.random(using: &random),
        let next = walls.route(from: robot, to: target)?.first
      {
        return .step(next)
      }
      return .step(random.element(of: Direction.allCases))
    }
  }

  @Test(arguments: 0..<300 as Range<UInt64>)
  func dealAndMovesGiveTheSameRound(seed: UInt64) throws {
    let round = Self.randomRound(seed: seed)
    guard let tape = RoundTape(of: round) else {
      #expect(round.grid == nil)
      return
    }
    let decoded = try RoundTape<PathFinderRound>(text: tape.text)
    #expect(decoded == tape)
    let replayed = try decoded.replayed()
    #expect(replayed.deal == round.deal)
    #expect(replayed.phase == round.phase)
    #expect(replayed.grid == round.grid)
    #expect(replayed.course == round.course)
    #expect(replayed.wrongGuessCount == round.wrongGuessCount)
    // The clock: the replay's starts at the first move, the round's wherever it was.
    let firstMove = try #require(round.firstMoveAt)
    #expect(replayed.startedAt?.milliseconds == round.startedAt?.milliseconds(since: firstMove))
    #expect(replayed.endedAt?.milliseconds == round.endedAt?.milliseconds(since: firstMove))
    #expect(replayed.finishedRound?.outcome == round.finishedRound?.outcome)
    #expect(replayed.finishedRound?.score == round.finishedRound?.score)
    #expect(replayed.finishedRound?.moves == round.finishedRound?.moves)
    #expect(replayed.finishedRound?.durationMilliseconds == round.finishedRound?.durationMilliseconds)
    #expect(replayed.finishedRound?.details == round.finishedRound?.details)
    #expect(replayed.finishedRound?.variant == round.finishedRound?.variant)
    #expect(replayed.finishedRound?.seed == round.finishedRound?.seed)
    #expect(replayed.moves == round.moves)
  }

  /// The deal, not the seed: a round replays what its tape dealt even where the seed would now deal something else.
  @Test func aReplayDealsWhatWasDealtNotWhatTheSeedGives() throws {
    let round = Self.randomRound(seed: 3)
    var tape = try #require(RoundTape(of: round))
    let dealt = try #require(tape.deal.course)
    // As if a later generator dealt differently from this seed: the tape's grids and course still come back.
    tape.deal.seed &+= 1
    let replayed = try tape.replayed()
    #expect(replayed.drawnGrids == round.drawnGrids)
    #expect(replayed.target == dealt.target)
    #expect(replayed.walls == dealt.walls)
    // The same moves on a round dealt from that seed give another round.
    var redealt = PathFinderRound(seed: tape.deal.seed, options: tape.deal.options)
    for entry in tape.moves { redealt.apply(entry.move, at: Instant(milliseconds: entry.milliseconds)) }
    #expect(redealt.deal != round.deal)
  }

  /// A round left while guessing, replayed and played on, deals the same course as the round played through: the
  /// generator draws in a replay too.
  @Test func aResumedRoundDealsOnAsItWould() throws {
    for seed in 0..<UInt64(20) {
      var round = PathFinderRound(seed: seed, options: PathFinderOptions(walls: true))
      round.apply(.drawGrid, at: .seconds(1))
      round.apply(.drawGrid, at: .seconds(2))
      let grid = try #require(round.grid)
      round.apply(.guess(rows: grid.rows == 4 ? 5 : 4, columns: grid.columns), at: .seconds(3))
      var resumed = try #require(RoundTape(of: round)).replayed()
      #expect(resumed.wrongGuessCount == 1)
      round.apply(.guess(rows: grid.rows, columns: grid.columns), at: .seconds(4))
      resumed.apply(.guess(rows: grid.rows, columns: grid.columns), at: .seconds(3))
      #expect(resumed.course == round.course)
    }
  }

  /// Every cut of a real tape is refused, and random bytes never trap.
  @Test func cutOrRandomTapesAreRefusedNotTrusted() throws {
    for walls in [false, true] {
      expectCutsRefusedAndNoiseHarmless(try #require(RoundTape(of: Self.playedRound(seed: 7, walls: walls))))
    }
  }

  /// A deal no arcade makes is refused: a target next to the start, or walls that shut the target off.
  @Test func aDealThisVersionCannotMakeIsRefused() throws {
    let grid = PathFinderGridSize(rows: 4, columns: 4)
    let corner = Position(row: 3, column: 3)
    let near = PathFinderRoundDeal(
      seed: 1, options: .standard, grids: [grid], course: .init(target: Position(row: 0, column: 1), walls: .none(on: grid)))
    let aroundCorner = [PathFinderWall(between: corner, .north), PathFinderWall(between: corner, .west)]
    let shut = PathFinderWalls(grid: grid, walls: Set(aroundCorner))
    let walled = PathFinderRoundDeal(
      seed: 1, options: PathFinderOptions(walls: true), grids: [grid], course: .init(target: corner, walls: shut))
    for deal in [near, walled] {
      let bytes = RoundTape<PathFinderRound>(deal: deal, moves: []).bytes
      #expect(throws: TapeError.self) { try RoundTape<PathFinderRound>(bytes: bytes) }
    }
    // Nor does a replay trap on such a deal made in code: the generator's course stands in for it.
    var round = PathFinderRound(replaying: walled)
    round.apply(.drawGrid, at: .zero)
    #expect(round.apply(.guess(rows: 4, columns: 4), at: .zero) == .guessed(.correct))
    #expect(round.target != corner || round.walls != shut)
  }

  /// A move the rules refuse is not a legal round: the replay names it.
  @Test func aRefusedMoveIsNotALegalRound() throws {
    var early = try #require(RoundTape(of: Self.randomRound(seed: 12)))
    early.moves.insert(TimedMove(.guess(rows: 4, columns: 4), at: 0), at: 0)
    #expect(throws: ReplayError.self) { try early.replayed() }.map { #expect($0.moveIndex == 0) }
    // Into the edge: the robot stands on the top row when its grid has just been guessed.
    var bumped = try #require(RoundTape(of: Self.randomRound(seed: 12)))
    let guessed = try #require(bumped.moves.lastIndex { if case .guess = $0.move { true } else { false } })
    bumped.moves.insert(TimedMove(.step(.north), at: bumped.moves[guessed].milliseconds), at: guessed + 1)
    #expect(throws: ReplayError.self) { try bumped.replayed() }.map { #expect($0.moveIndex == guessed + 1) }
  }
}

extension PathFinderTapeTests {
  /// A round played as a person plays: a draw, a guess or two, then home along a shortest way with a detour now and then.
  static func playedRound(seed: UInt64, walls: Bool) -> PathFinderRound {
    var random = SeededGenerator(seed: seed)
    var round = PathFinderRound(seed: seed, options: PathFinderOptions(walls: walls))
    var now = Instant.seconds(100)
    func after(_ milliseconds: ClosedRange<Int64>) -> Instant {
      now = now.advanced(byMilliseconds: Int64.random(in: milliseconds, using: &random))
      return now
    }
    round.apply(.drawGrid, at: now)
    let grid = round.grid!
    if Bool.random(using: &random) { round.apply(.guess(rows: grid.columns, columns: grid.rows), at: after(2_000...6_000)) }
    round.apply(.guess(rows: grid.rows, columns: grid.columns), at: after(2_000...6_000))
    while round.phase == .steering, let walls = round.walls, let robot = round.robot {
      let home = walls.route(from: robot, to: round.target!)!.first!
      let detour = random.element(of: walls.openNeighbours(of: robot))
      let move: PathFinderMove = random.chance(0.15) ? .moveToward(detour) : .step(home)
      round.apply(move, at: after(250...900))
    }
    return round
  }

  /// Rounds as people play them are a hundred-odd bytes as text. Measured over these 200 seeds: median 52 and largest
  /// 104 on an open grid, median 68 and largest 140 with walls.
  @Test func aPlayedRoundIsSmall() throws {
    var sizes: [Int] = []
    for seed in 0..<UInt64(200) {
      for walls in [false, true] {
        let round = Self.playedRound(seed: seed, walls: walls)
        #expect(round.phase == .arrived)
        sizes.append(try #require(RoundTape(of: round)).text.utf8.count)
      }
    }
    #expect(sizes.max()! <= 192, "\(sizes.max()!)")
  }

  /// The random rounds above reach every phase, so the property holds of rounds left anywhere, not only of finished ones.
  @Test func theRandomRoundsReachEveryPhase() {
    var phases: [PathFinderPhase: Int] = [:]
    for seed in 0..<UInt64(300) { phases[Self.randomRound(seed: seed).phase, default: 0] += 1 }
    #expect(phases[.arrived, default: 0] >= 150, "\(phases)")
    for phase in [PathFinderPhase.awaitingGrid, .guessing, .steering] { #expect(phases[phase, default: 0] >= 5, "\(phases)") }
  }
}
