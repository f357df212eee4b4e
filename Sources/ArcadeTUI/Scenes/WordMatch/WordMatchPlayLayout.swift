/// Where the play screen's parts go for a terminal size: a framed prompt when there is room, compact rows otherwise.
///
/// The falling word moves over `fallRows` rows, from `fallTop` down to the
/// landing line (`landingRow`, the last of them); the engine is asked for the
/// row and for the instant of the next change with that same count.
struct WordMatchPlayLayout: Sendable, Hashable {
  let size: Size
  let roomy: Bool
  let headerRow = 0
  let countersRow = 1
  /// Lives and score: beside the counters when roomy, on their own row otherwise.
  let statusRow: Int
  /// The row of the prompt word (inside its frame when roomy).
  let promptRow: Int
  let fallTop: Int
  let landingRow: Int
  let buttonsRow: Int
  let footerRow: Int?

  init(size: Size) {
    self.size = size
    roomy = size.height >= 22 && size.width >= 60
    if roomy {
      statusRow = countersRow
      promptRow = 4
      fallTop = 7
      landingRow = size.height - 5
      buttonsRow = size.height - 3
      footerRow = size.height - 1
    } else {
      statusRow = 2
      promptRow = 3
      fallTop = 4
      landingRow = size.height - 2
      buttonsRow = size.height - 1
      footerRow = nil
    }
  }

  /// Rows the word falls over, the landing line included (at least 2).
  var fallRows: Int { max(2, landingRow - fallTop + 1) }

  /// The two answer buttons, Wrong on the left and Correct on the right, as the arrow keys are.
  /// The arrows are drawn as they are; the loop's ASCII fallback draws them as < and >.
  func buttons() -> (wrong: Button, correct: Button) {
    let row = Button.row(
      ["◀ Wrong (n)", "Correct (y) ▶"], y: buttonsRow, width: size.width,
      gap: roomy ? 10 : 4)
    return (row[0], row[1])
  }
}
