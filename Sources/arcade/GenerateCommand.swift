import ArcadeCore
import ArgumentParser
import Foundation

/// Prints generated boards, so they can be shared, checked and benchmarked.
struct GenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Print generated game boards.",
    subcommands: [GenerateMinesweeperCommand.self]
  )
}

/// `arcade generate minesweeper`: the board `arcade play minesweeper --seed N` deals for a first reveal.
struct GenerateMinesweeperCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "minesweeper",
    abstract: "Print a Minesweeper board: mines (*) and numbers as text, or JSON.",
    discussion: """
      The board printed for --seed N and --first ROW,COL is exactly the board `arcade play minesweeper \
      --seed N` deals when the first reveal is at that cell (rows and columns 0-based from the top-left; \
      the default first reveal is the centre, where the cursor starts).
      """
  )

  @Option(help: "classic, beginner, intermediate or expert (default beginner).")
  var preset: MinesweeperPreset?

  @Option(help: "Rows of a custom board (with --cols and --mines).")
  var rows: Int?

  @Option(help: "Columns of a custom board.")
  var cols: Int?

  @Option(help: "Mines of a custom board.")
  var mines: Int?

  @Option(help: "The seed (default: a new one, printed with the board).")
  var seed: UInt64?

  @Option(help: "The first reveal as ROW,COL (0-based); default the centre.")
  var first: FirstReveal?

  @Flag(help: "--no-guess (the default): solvable by logic alone from the first reveal (a very dense custom board may not be; the output says so); --guess: plain random.")
  var mode: GuessMode = .noGuess

  @Flag(help: "One JSON object per board, one per line.")
  var json = false

  @Option(help: "Print this many boards, from consecutive seeds.")
  var count: Int = 1

  func validate() throws {
    let custom = [rows, cols, mines].compactMap { $0 }
    if !custom.isEmpty && custom.count != 3 { throw ValidationError("a custom board needs all of --rows, --cols and --mines") }
    if !custom.isEmpty && preset != nil { throw ValidationError("give either --preset or --rows/--cols/--mines, not both") }
    if preset == .custom { throw ValidationError("for a custom board give --rows, --cols and --mines") }
    if count < 1 || count > 100_000 { throw ValidationError("--count must be between 1 and 100000") }
  }

  func run() throws {
    let configuration: MinefieldConfiguration
    if let rows, let cols, let mines {
      do {
        configuration = try MinefieldConfiguration.custom(rows: rows, columns: cols, mines: mines)
      } catch {
        throw ValidationError("\(error)")
      }
    } else {
      configuration = (preset ?? .beginner).configuration ?? .beginner
    }
    let start = seed ?? Entropy.seed() % 1_000_000
    let firstReveal = first.map { Position(row: $0.row, column: $0.column) }
    let boards: [DealtMinefield]
    do {
      boards = try DealtMinefield.series(
        configuration: configuration, firstReveal: firstReveal, noGuess: mode == .noGuess, seed: start, count: count)
    } catch {
      throw ValidationError("\(error)")
    }
    for (index, board) in boards.enumerated() {
      if json {
        print(board.json)
      } else {
        if index > 0 { print() }
        print(board.header)
        print(board.picture)
      }
    }
  }
}

/// Whether boards must be solvable without guessing.
enum GuessMode: String, EnumerableFlag {
  case noGuess, guess
}

/// `ROW,COL` on the command line.
struct FirstReveal: ExpressibleByArgument {
  let row: Int
  let column: Int

  init?(argument: String) {
    let parts = argument.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 2, let row = parts[0], let column = parts[1], row >= 0, column >= 0 else { return nil }
    self.row = row
    self.column = column
  }
}

extension MinesweeperPreset: ExpressibleByArgument {
  /// Custom boards are given with --rows, --cols and --mines, not as a preset name.
  public static var allValueStrings: [String] { fixed.map(\.rawValue) }

  public init?(argument: String) {
    guard let preset = MinesweeperPreset(rawValue: argument), preset != .custom else { return nil }
    self = preset
  }
}
