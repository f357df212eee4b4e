import Testing
@testable import ArcadeCore

/// Whether a dealt board needs a guess is reported truthfully, from the solver's own verdict.
@Suite("Minesweeper guess-free reporting")
struct MinefieldGuessingTests {
  /// 30×30 with 400 mines (44%): the first seed runs out of the work limit (`arcade generate` printed
  /// "no guessing needed" for it, although the solver is stuck right after the first reveal).
  static let dense = try! MinefieldConfiguration.custom(rows: 30, columns: 30, mines: 400)

  @Test func aBoardTooDenseForTheWorkLimitSaysItMayNeedAGuess() throws {
    let dealt = try DealtMinefield(configuration: Self.dense, seed: 1)
    #expect(dealt.guessing == .mayNeedGuess)
    #expect(!dealt.isGuessFree)
    #expect(dealt.minefield.mineCount == 400)
    guard case .stuck = MinesweeperSolver.solve(dealt.minefield, from: dealt.firstReveal).outcome else {
      Issue.record("the solver clears a board reported as needing a guess")
      return
    }
    #expect(dealt.json.hasSuffix("\"seed\":1,\"noGuess\":false,\"guessFree\":false}"))
    #expect(dealt.header.hasSuffix(", no guess-free board found within the work limit; this one may need guessing"))
    #expect(!dealt.header.contains("no guessing needed"))
  }

  @Test func runningOutOfWorkIsReportedWhateverTheBoard() {
    // No budget at all: the first random layout comes back, with the solver's verdict on it.
    for seed in 0..<UInt64(40) {
      let generated = MinefieldGenerator.generate(
        configuration: .expert, firstReveal: MinefieldConfiguration.expert.centre, noGuess: true, seed: seed, solveBudget: 0)
      let outcome = MinesweeperSolver.solve(generated.minefield, from: MinefieldConfiguration.expert.centre).outcome
      #expect(generated.isGuessFree == (outcome == .solved), "seed \(seed)")
    }
  }

  @Test func presetsAreGuessFreeAndSaySo() throws {
    for configuration in MinesweeperSeeds.configurations {
      for seed in 0..<UInt64(10) {
        let dealt = try DealtMinefield(configuration: configuration, seed: seed)
        #expect(dealt.isGuessFree, "\(configuration) seed \(seed)")
        #expect(MinesweeperSolver.solve(dealt.minefield, from: dealt.firstReveal).outcome == .solved)
        #expect(dealt.json.hasSuffix("\"noGuess\":true,\"guessFree\":true}"))
        #expect(dealt.header.hasSuffix(", 3BV \(dealt.minefield.threeBV), no guessing needed"))
      }
    }
  }

  @Test func randomBoardsReportWhatTheSolverFinds() throws {
    var verdicts: Set<MinefieldGuessing> = []
    for seed in 0..<UInt64(60) {
      let dealt = try DealtMinefield(configuration: .beginner, noGuess: false, seed: seed)
      let outcome = MinesweeperSolver.solve(dealt.minefield, from: dealt.firstReveal).outcome
      #expect(dealt.isGuessFree == (outcome == .solved), "seed \(seed)")
      #expect(dealt.json.contains("\"noGuess\":false,\"guessFree\":\(dealt.isGuessFree)}"))
      #expect(dealt.header.hasSuffix(dealt.isGuessFree ? ", no guessing needed" : ", may need guessing"))
      verdicts.insert(dealt.guessing)
    }
    #expect(verdicts == [.guessFree, .mayNeedGuess])
  }

  @Test func theGameKnowsWhetherItsBoardIsGuessFree() throws {
    // 16×30 with 300 mines (62%) runs out too, in half the time of 30×30.
    let crowded = try MinefieldConfiguration.custom(rows: 16, columns: 30, mines: 300)
    var game = MinesweeperGame(configuration: crowded, seed: 1)
    #expect(game.guessing == nil)
    _ = game.reveal(crowded.centre, at: .zero)
    #expect(game.guessing == .mayNeedGuess)
    var expert = MinesweeperGame(configuration: .expert, seed: 1)
    _ = expert.reveal(MinefieldConfiguration.expert.centre, at: .zero)
    #expect(expert.guessing == .guessFree)
  }

  @Test func reliableNoGuessDensity() throws {
    #expect(MinefieldConfiguration.expert.noGuessIsReliable)
    #expect(try MinefieldConfiguration.custom(rows: 16, columns: 30, mines: 192).noGuessIsReliable)
    #expect(!Self.dense.noGuessIsReliable)
    #expect(!(try MinefieldConfiguration.custom(rows: 60, columns: 60, mines: 1440).noGuessIsReliable))
    #expect(try MinefieldConfiguration.custom(rows: 60, columns: 60, mines: 1260).noGuessIsReliable)
    // Small boards leave room for many tries, however dense.
    #expect(try MinefieldConfiguration.custom(rows: 5, columns: 5, mines: 16).noGuessIsReliable)
    #expect(try MinefieldConfiguration.custom(rows: 16, columns: 16, mines: 200).noGuessIsReliable)
    #expect(!(try MinefieldConfiguration.custom(rows: 16, columns: 17, mines: 200).noGuessIsReliable))
  }
}
