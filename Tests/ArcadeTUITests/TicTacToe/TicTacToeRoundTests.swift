import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

@Suite("TicTacToe round on screen")
struct TicTacToeRoundTests {
  @Test func aComputerOpeningWaitsItsPauseInBothVariants() {
    checkComputerOpening(TicTacToeRound<TicTacToeGame>.self, variant: .classic, cell: 4)
    checkComputerOpening(TicTacToeRound<UltimateGame>.self, variant: .ultimate, cell: UltimateMove(board: 4, cell: 4))
  }

  private func checkComputerOpening<Game: TicTacToeEngine>(_: TicTacToeRound<Game>.Type, variant: TicTacToeVariant, cell: Game.Cell) {
    let clock = ManualClock()
    let services = makeServices(clock: clock)
    let sitting = TicTacToeSitting(options: TicTacToeOptions(variant: variant, opponent: .normal, firstMove: .computer))
    var round = TicTacToeRound<Game>(recorder: services.recorder, sitting: sitting, seed: 1, now: .zero)
    #expect(round.phase == .thinking(until: Instant(milliseconds: 300)))
    #expect(round.status(player: "tester") == "Computer (O) is thinking…")
    // A person's key during the pause is not played: it only says to wait.
    #expect(round.take(cell, at: .zero) == nil)
    #expect(round.hint == TicTacToeRefusal.computersTurn.hint)
    clock.advance(milliseconds: 299)
    #expect(round.tick(at: clock.now()) == nil)
    #expect(round.game.turns.moves.isEmpty)
    clock.advance(milliseconds: 1)
    #expect(round.tick(at: clock.now()) == .placed(next: .x))
    #expect(round.hint == nil)
    #expect(round.game.turns.moves.count == 1)
    #expect(round.phase == .playing)
  }

  @Test func aWinFlashesThenShowsThePanelAndIsRecordedOnce() throws {
    let clock = ManualClock()
    let store = MemoryScoreKeeper()
    let services = makeServices(clock: clock, store: store)
    var round = TicTacToeRound<TicTacToeGame>(recorder: services.recorder, sitting: .twoPlayers, seed: 1, now: .zero)
    #expect(round.status(player: "tester") == "tester (X) to move")
    var results: [TicTacToeMoveResult?] = []
    for cell in [0, 3, 1, 4, 2] { results.append(round.take(cell, at: .zero)) }
    #expect(results.last == .won(.x, line: TicTacToeLine.all[0]))
    #expect(round.phase == .celebrating(until: Instant(milliseconds: 500)))
    #expect(round.sitting.gamesPlayed == 1)
    #expect(round.receipt != nil)
    #expect(round.panel == nil)
    #expect(round.take(8, at: .zero) == nil)
    clock.advance(milliseconds: 500)
    #expect(round.tick(at: clock.now()) == nil)
    #expect(round.phase == .ended)
    let panel = try #require(round.panel)
    #expect(panel.headline == "X wins")
    #expect(round.status(player: "tester") == "X wins")
    #expect(round.help(title: "T", keypad: HelpEntry("1", "cell"), notes: []).keys.map(\.keys).contains("L"))
    _ = round.tick(at: clock.now())
    #expect(try store.rounds(matching: RoundSelection(game: .tictactoe, order: .newestFirst, limit: 10)).count == 1)
  }

  @Test func aDrawShowsThePanelAtOnce() {
    let services = makeServices()
    var round = TicTacToeRound<TicTacToeGame>(recorder: services.recorder, sitting: .twoPlayers, seed: 1, now: .zero)
    // X O X / X O O / O X X, no line.
    for cell in [0, 1, 2, 4, 3, 5, 7, 6, 8] { _ = round.take(cell, at: .zero) }
    #expect(round.game.status == .drawn)
    #expect(round.phase == .ended)
    #expect(round.panel?.headline == "Draw")
  }

  @Test func thePanelKeysPlayAgainInTheSameSittingOrOpenOptionsOrTheMenu() throws {
    let services = makeServices()
    var sittingsPlayedAgain: [TicTacToeSitting] = []
    let playAgain = { (sitting: TicTacToeSitting) -> any Scene in
      sittingsPlayedAgain.append(sitting)
      return UltimateScene(recorder: services.recorder, sitting: sitting, seed: 2, now: .zero)
    }
    var round = TicTacToeRound<UltimateGame>(recorder: services.recorder, sitting: .ultimateTwoPlayers, seed: 1, now: .zero)
    #expect(round.handlePanel(.key(.character("r")), frame: services.frame, playAgain: playAgain) == nil)
    while !round.game.status.isOver {
      let move = round.game.board.legalMoves[0]
      _ = round.take(move, at: .zero)
    }
    _ = round.tick(at: Instant(milliseconds: 500))
    #expect(round.handlePanel(.key(.character("r")), frame: services.frame, playAgain: playAgain)?.replacement is UltimateScene)
    #expect(sittingsPlayedAgain.map(\.gamesPlayed) == [1])
    #expect(round.handlePanel(.key(.character("o")), frame: services.frame, playAgain: playAgain)?.reopened is TicTacToeOptionsScene)
    #expect(round.handlePanel(.key(.character("q")), frame: services.frame, playAgain: playAgain)?.isMenu == true)
  }

  @Test func theStatusAddsWhereToMoveOnlyWhileAPersonIsToMove() {
    let services = makeServices()
    let round = TicTacToeRound<UltimateGame>(recorder: services.recorder, sitting: .ultimateHard, seed: 1, now: .zero)
    #expect(round.status(player: "tester") { "\($0): any board" } == "Your move (X): any board")
    #expect(round.help(title: "U", keypad: HelpEntry("1 – 9", "board"), notes: ["n"]).keys.map(\.keys)
      == ["↑ ↓ ← →  h j k l", "Enter  Space", "1 – 9", "click", "u", "q  Esc"])
  }
}
