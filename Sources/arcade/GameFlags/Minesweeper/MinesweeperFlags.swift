import ArcadeCore
import ArcadeTUI
import ArgumentParser

/// `arcade play minesweeper`'s (and `arcade generate minesweeper`'s) flags, over `MinesweeperChoices`.
struct MinesweeperFlags: GameFlags {
  @Option(help: ArgumentHelp("The board (default classic; custom: 12 × 20, 40 mines unless sized).", valueName: "preset"))
  var preset: MinesweeperPreset?

  @Option(help: ArgumentHelp("Rows of a custom board, 5 to 60 (with --cols and --mines).", valueName: "r"))
  var rows: Int?

  @Option(help: ArgumentHelp("Columns of a custom board, 5 to 60.", valueName: "c"))
  var cols: Int?

  @Option(help: ArgumentHelp("Mines of a custom board: at least 1, and 9 cells left free.", valueName: "m"))
  var mines: Int?

  @Flag(help: "Plain random boards, which may need a guess.")
  var guess = false

  @Flag(help: "Right-click and f cycle through ? marks.")
  var marks = false

  init() {}

  /// A size given makes the board custom.
  var options: MinesweeperChoices {
    var choices = MinesweeperChoices.standard
    (choices.rows, choices.cols, choices.mines, choices.guess, choices.marks) = (rows, cols, mines, guess, marks)
    choices.preset = preset ?? ([rows, cols, mines].contains { $0 != nil } ? .custom : nil)
    return choices
  }
}

extension MinesweeperPreset: ExpressibleByArgument {}
