import Foundation
import Testing

@testable import ArcadeCore

/// Honest rounds of every game, dealt by the game and played with random legal moves to the end, and the changes
/// `RedealTests` makes to their deals.
enum Redeal {
  static let content = ContentLibrary(dataDirectory: ShippedData.root + "/data")
  /// The arcade's games, re-dealing content-dealt rounds from the shipped content.
  static let verifier = RoundVerifier(GameDefinitions.arcade.reading(content))

  /// The round a player would save from `game` with `tape`; one claimed won where the moves stop early.
  static func saved<Game: RecordedGame & RecordableGame>(_ game: Game, tape: [UInt8]) -> PlayedRound {
    let end = Date(timeIntervalSince1970: 1_800_000_000)
    var round =
      game.finishedRound.map { $0.playedRound(player: "ana", startedAt: end, endedAt: end) }
      ?? PlayedRound(game: Game.gameID, player: "eve", startedAt: end, endedAt: end, outcome: .won, score: 1, moves: 1)
    round.tape = Data(tape)
    return round
  }

  static func minesweeper(seed: UInt64) -> MinesweeperGame {
    let configuration = [MinefieldConfiguration.classic, .beginner, .intermediate, .expert][Int(seed % 4)]
    var game = MinesweeperGame(configuration: configuration, seed: seed, noGuess: seed % 3 != 0, questionMarks: seed % 5 == 0)
    var random = SeededGenerator(seed: seed)
    var now = Instant.zero
    while !game.status.isOver {
      let hidden = game.marks.positions.filter { game.marks[$0] == .hidden }
      // Mostly a safe cell, so many rounds are won; now and then any cell, so many are lost.
      let safe = game.minefield.map { board in hidden.filter { !board.isMine($0) } } ?? hidden
      now = now.advanced(byMilliseconds: Int64.random(in: 200...2_000, using: &random))
      game.apply(.reveal(random.element(of: random.chance(0.97) ? safe : hidden)), at: now)
    }
    return game
  }

  static func moveAMine(_ deal: inout MinesweeperDeal) -> Bool {
    let mines = Set(deal.mines)
    guard let free = Grid(rows: deal.configuration.rows, columns: deal.configuration.columns, repeating: 0).positions.last(where: { !mines.contains($0) })
    else { return false }
    deal.mines = (deal.mines.dropFirst() + [free]).sorted { ($0.row, $0.column) < ($1.row, $1.column) }
    return true
  }

  static func moveTheTarget(_ deal: inout PathFinderRoundDeal) -> Bool {
    guard let course = deal.course, let grid = deal.grids.last else { return false }
    let distances = course.walls.distances(from: RobotCourse.start)
    guard let other = distances.filter({ $0.key != course.target && $0.value >= PathFinderTargetRule.minimumPath(on: grid) }).keys.min(by: { ($0.row, $0.column) < ($1.row, $1.column) })
    else { return false }
    deal.course?.target = other
    return true
  }

  static func redrawTheFirstGrid(_ deal: inout PathFinderRoundDeal) -> Bool {
    guard deal.course == nil || deal.grids.count > 1 else { return moveTheTarget(&deal) }
    deal.grids[0] = PathFinderGridSize(rows: deal.grids[0].rows == 4 ? 5 : 4, columns: deal.grids[0].columns)
    return true
  }

  /// The same moves with the computer's first reply placed elsewhere; whether the game had one to change.
  static func changeAReply<Game: TicTacToeEngine>(of game: Game) -> Bool {
    guard let tape = RoundTape(of: game), let index = tape.moves.firstIndex(where: { $0.move.isComputers }),
      case .computer(let cell) = tape.moves[index].move
    else { return false }
    var moves = tape.moves
    let cells = Game.variant == .classic ? 9 : 81
    moves[index].move = .computer(Game.cell(number: (Game.number(of: cell) + 1) % cells))
    var forged = saved(game, tape: RoundTape<Game>(deal: tape.deal, moves: moves).bytes)
    #expect(verifier.verdict(on: forged) == .refused(.notDealtFromSeed), "\(Game.self) seed \(game.seed)")
    forged.tape = Data(tape.bytes)
    return verifier.verdict(on: forged) != .refused(.notDealtFromSeed)
  }

  /// A game against each of the variant's opponents (Ultimate's Hard left out: its search is slow in a debug build),
  /// every reply the computer's own, a move taken back now and then.
  static func ticTacToe<Game: TicTacToeEngine>(_ type: Game.Type, seed: UInt64, legal: (Game) -> [Game.Cell]) -> Game {
    let opponents = Game.variant.opponents.filter { Game.variant == .classic || $0 != .hard }
    var game = Game(
      opponent: opponents[Int(seed) % opponents.count], firstMove: TicTacToeFirstMove.allCases[Int(seed / 5 % 3)],
      round: Int(seed % 2), seed: seed, at: .zero)
    var random = SeededGenerator(seed: seed)
    var now = Instant.zero
    while !game.status.isOver {
      now = now.advanced(byMilliseconds: Int64.random(in: 300...3_000, using: &random))
      if let reply = game.chooseComputerMove() {
        game.apply(reply, at: now)
      } else if game.opponent.isComputer, game.turns.moves.count > 2, random.chance(0.1) {
        game.apply(.undo, at: now)
      } else {
        game.apply(.place(random.element(of: legal(game))), at: now)
      }
    }
    return game
  }
}
