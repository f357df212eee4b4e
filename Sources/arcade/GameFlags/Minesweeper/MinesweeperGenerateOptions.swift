import ArcadeCore
import ArcadeTUI
import ArgumentParser

/// `arcade generate minesweeper`: the boards `arcade play minesweeper --seed N` deals, as text or JSON.
struct MinesweeperGenerateOptions: DealPrinter {
  typealias Options = MinesweeperChoices

  @OptionGroup var flags: MinesweeperFlags
  var choices: MinesweeperChoices { flags.options }
  @OptionGroup var series: DealSeries

  @Option(help: ArgumentHelp("The first reveal, counted from 1 (default the centre).", valueName: "row,col"))
  var first: String?

  static let abstract =
    "Print a Minesweeper board: mines (*) and numbers as text, or JSON. For --seed N and --first ROW,COL it is the board `arcade play minesweeper --seed N` deals when the first reveal is at that cell. Rows and columns count from 1, as on the board's labels and in its hints, in the text and the JSON alike (default the centre)."

  func text(seed defaultSeed: UInt64, content: ContentLibrary) throws(GameFlagError) -> String {
    guard case .success(let configuration) = choices.configuration else { return "" }
    let count = try series.count(upTo: 100_000)
    let firstReveal = try first.map { text throws(GameFlagError) in try Self.firstReveal(text, on: configuration) }
    let boards: [DealtMinefield]
    do {
      boards = try DealtMinefield.series(
        configuration: configuration, firstReveal: firstReveal, noGuess: choices.noGuess,
        seed: series.seed.seed ?? defaultSeed, count: count)
    } catch {
      throw GameFlagError("\(error)")
    }
    return boards.map { series.json ? $0.json : $0.header + "\n" + $0.picture }.joined(separator: series.json ? "\n" : "\n\n")
  }

  /// `ROW,COL` inside the board, counted from 1 as on the board's labels.
  static func firstReveal(_ text: String, on configuration: MinefieldConfiguration) throws(GameFlagError) -> Position {
    let parts = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 2, let row = parts[0], let column = parts[1],
      (1...configuration.rows).contains(row), (1...configuration.columns).contains(column)
    else {
      throw GameFlagError(
        "--first must be ROW,COL with ROW from 1 to \(configuration.rows) and COL from 1 to \(configuration.columns), not '\(text)'")
    }
    return Position(row: row - 1, column: column - 1)
  }
}
