import ArcadeCore

/// A row of the Minesweeper options screen.
enum MinesweeperOptionsRow: Hashable {
  case preset(MinesweeperPreset)
  case rows, columns, mines
  case noGuess, questionMarks
  case start

  static let all: [MinesweeperOptionsRow] =
    MinesweeperPreset.allCases.map { .preset($0) } + [.rows, .columns, .mines, .noGuess, .questionMarks, .start]
}

/// Where the options screen puts its rows: spaced out with a subtitle when the terminal is tall, packed when
/// not, and without the title below 13 lines (the rows then start at the top and the message gets one line).
struct MinesweeperOptionsLayout: Equatable {
  let size: Size
  let roomy: Bool
  let titleRow: Int?
  let subtitleRow: Int?
  let messageRow: Int
  let footerRow: Int?
  /// The pointer's column; labels start two to the right of it.
  let x: Int
  let labelX: Int
  let valueX: Int
  private let rowY: [MinesweeperOptionsRow: Int]

  static let minimumSize = Size(width: 40, height: 12)

  init(size: Size) {
    self.size = size
    roomy = size.height >= 22 && size.width >= 60
    x = max(0, (size.width - 48) / 2)
    labelX = x + 2
    valueX = labelX + 16
    var y: Int
    var rows: [MinesweeperOptionsRow: Int] = [:]
    if roomy {
      y = max(0, (size.height - 21) / 2)
      titleRow = y
      subtitleRow = y + 1
      y += 3
    } else {
      titleRow = size.height >= 13 ? 0 : nil
      subtitleRow = nil
      y = titleRow == nil ? 0 : 1
    }
    for preset in MinesweeperPreset.allCases {
      rows[.preset(preset)] = y
      y += 1
    }
    for row in [MinesweeperOptionsRow.rows, .columns, .mines] {
      rows[row] = y
      y += 1
    }
    if roomy { y += 1 }
    rows[.noGuess] = y
    rows[.questionMarks] = y + 1
    y += roomy ? 3 : 2
    rows[.start] = y
    messageRow = y + (roomy ? 2 : 1)
    rowY = rows
    footerRow = size.height > messageRow + 2 ? size.height - 1 : nil
  }

  /// Lines left for the message under Start (before the footer, if any).
  var messageLines: Int { max(1, min(2, (footerRow ?? size.height) - messageRow)) }

  func y(of row: MinesweeperOptionsRow) -> Int { rowY[row] ?? 0 }

  /// The row drawn on screen line `y`, if any.
  func row(atY y: Int) -> MinesweeperOptionsRow? {
    MinesweeperOptionsRow.all.first { rowY[$0] == y }
  }
}
