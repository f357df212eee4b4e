/// Where the setup screen's rows go: the lists (a window of them when there are many), then the options and Start.
struct WordMatchSetupLayout: Sendable, Hashable {
  let size: Size
  let roomy: Bool
  let titleRow = 0
  let subtitleRow: Int?
  let listHeaderRow: Int?
  let firstListRow: Int
  /// How many list rows fit.
  let visibleLists: Int
  /// Index of the first list shown.
  let firstList: Int
  let speedRow: Int
  let startRow: Int
  /// Rows for the focused list's error or a note about the options.
  let detailRow: Int
  let detailRows: Int
  let footerRow: Int?
  /// Column of the pointer; labels and values follow it.
  let x: Int

  /// `chosenList` is the list to keep in view.
  init(size: Size, listCount: Int, chosenList: Int?) {
    self.size = size
    roomy = size.height >= 22 && size.width >= 60
    let lists = max(1, listCount)
    // Below the lists: a gap, three options, a gap, Start, a gap, at least two detail rows, the footer.
    let below = roomy ? 10 : 6
    if roomy {
      subtitleRow = 1
      listHeaderRow = 3
      firstListRow = 4
      footerRow = size.height - 1
    } else {
      subtitleRow = nil
      listHeaderRow = nil
      firstListRow = 1
      footerRow = size.height - 1
    }
    visibleLists = max(1, min(lists, size.height - firstListRow - below))
    let keep = chosenList ?? 0
    firstList = max(0, min(lists - visibleLists, keep - visibleLists + 1))
    speedRow = firstListRow + visibleLists + (roomy ? 1 : 0)
    startRow = speedRow + (roomy ? 4 : 3)
    detailRow = startRow + (roomy ? 2 : 1)
    detailRows = max(1, (footerRow ?? size.height) - detailRow)
    x = max(0, (size.width - (roomy ? 56 : 38)) / 2)
  }

  var labelX: Int { x + 2 }
  var valueX: Int { x + (roomy ? 16 : 9) }

  /// The screen row of list `index`, nil when it is scrolled out of view.
  func listRow(_ index: Int) -> Int? {
    let offset = index - firstList
    return offset >= 0 && offset < visibleLists ? firstListRow + offset : nil
  }

  /// The list drawn on screen row `y`, for clicks.
  func list(at y: Int, listCount: Int) -> Int? {
    guard y >= firstListRow, y < firstListRow + visibleLists else { return nil }
    let index = firstList + y - firstListRow
    return index < listCount ? index : nil
  }

  /// The screen row of an option or Start (the language pair's row is its chosen list's).
  func row(of setupRow: WordMatchSetupRow) -> Int? {
    switch setupRow {
    case .language: return nil
    case .speed: return speedRow
    case .pairs: return speedRow + 1
    case .lives: return speedRow + 2
    case .start: return startRow
    }
  }

  /// The option or Start on a screen line, for clicks.
  func setupRow(at y: Int) -> WordMatchSetupRow? {
    switch y {
    case speedRow: return .speed
    case speedRow + 1: return .pairs
    case speedRow + 2: return .lives
    case startRow: return .start
    default: return nil
    }
  }
}
