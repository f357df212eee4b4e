import ArcadeCore
import Testing

@testable import ArcadeTUI

/// The window onto a grid larger than its area: kept on the grid, following a cursor with a margin, and the hint
/// WordSearch and Minesweeper both show.
@Suite struct GridWindowTests {
  /// Expert's 16×30 through a 10×9 window, as at 40×12.
  static let expert = GridWindow(rows: 16, columns: 30, visibleRows: 10, visibleColumns: 9)

  @Test func aWindowStaysOnTheGrid() {
    #expect(Self.expert.starting(at: Position(row: 40, column: -3)).first == Position(row: 6, column: 0))
    #expect(Self.expert.scrolled(byRows: -3).first == Position(row: 0, column: 0))
    #expect(Self.expert.scrolled(byRows: 4).scrolled(byRows: 4).first == Position(row: 6, column: 0))
    // A window larger than the grid is the grid.
    let whole = GridWindow(rows: 9, columns: 9, visibleRows: 20, visibleColumns: 40, first: Position(row: 3, column: 3))
    #expect(whole.isWhole && whole.first == Position(row: 0, column: 0) && whole.hint(fitting: 100) == nil)
  }

  @Test func itMovesOnlyWhenTheCursorComesWithinTheMargin() {
    let window = Self.expert.starting(at: Position(row: 3, column: 11))
    // Two cells from the right edge: it stays; one cell: it moves one column.
    #expect(window.following(Position(row: 8, column: 17), margin: 2).first == Position(row: 3, column: 11))
    #expect(window.following(Position(row: 8, column: 18), margin: 2).first == Position(row: 3, column: 12))
    #expect(window.following(Position(row: 4, column: 15), margin: 2).first == Position(row: 2, column: 11))
    // Without a margin only a cursor out of view moves it.
    #expect(window.following(Position(row: 12, column: 19), margin: 0).first == Position(row: 3, column: 11))
    #expect(window.following(Position(row: 13, column: 20), margin: 0).first == Position(row: 4, column: 12))
    // At the grid's edges the cursor may go right to the edge.
    let corner = window.following(Position(row: 15, column: 29), margin: 2)
    #expect(corner.first == Position(row: 6, column: 21) && corner.offset(of: Position(row: 15, column: 29)) == Position(row: 9, column: 8))
  }

  @Test func aSmallWindowKeepsWhatMarginItCan() {
    let narrow = GridWindow(rows: 16, columns: 30, visibleRows: 3, visibleColumns: 1)
    let followed = narrow.following(Position(row: 8, column: 20), margin: 2)
    #expect(followed.offset(of: Position(row: 8, column: 20)) == Position(row: 1, column: 0))
  }

  @Test func theWheelTakesTheCursorAlongByItsRowOnly() {
    let window = Self.expert.starting(at: Position(row: 0, column: 11)).scrolled(byRows: 3)
    #expect(window.keepingRow(of: Position(row: 1, column: 19), margin: 2) == Position(row: 5, column: 19))
    #expect(window.keepingRow(of: Position(row: 15, column: 12), margin: 2) == Position(row: 10, column: 12))
    // At the bottom of the grid the last row is in reach.
    #expect(window.scrolled(byRows: 9).keepingRow(of: Position(row: 15, column: 0), margin: 2).row == 15)
  }

  @Test func cellsAndOffsetsMapBothWays() {
    let window = Self.expert.starting(at: Position(row: 6, column: 21))
    #expect(window.cell(atOffset: Position(row: 4, column: 3)) == Position(row: 10, column: 24))
    #expect(window.offset(of: Position(row: 10, column: 24)) == Position(row: 4, column: 3))
    #expect(window.cell(atOffset: Position(row: 10, column: 0)) == nil)
    #expect(window.offset(of: Position(row: 5, column: 24)) == nil)
  }

  @Test func theHintNamesOnlyWhatIsHiddenCountedFromOne() {
    let window = Self.expert.starting(at: Position(row: 2, column: 21))
    #expect(window.hintLines(fitting: 20) == ["rows 3–12 of 16", "columns 22–30 of 30"])
    #expect(window.hint(fitting: 40) == "rows 3–12 of 16, columns 22–30 of 30")
    let wordSearch = GridWindow(rows: 10, columns: 10, visibleRows: 8, visibleColumns: 10)
    #expect(wordSearch.hint(fitting: 40) == "rows 1–8 of 10")
    #expect(wordSearch.hintLines(fitting: 40) == ["rows 1–8 of 10"])
  }

  @Test func theHintKeepsOneWordingWhereverTheWindowGoes() {
    // "columns 1–9 of 30" fits 17 columns but "columns 22–30 of 30" does not: both say "cols".
    let left = Self.expert.hintLines(fitting: 17)
    let right = Self.expert.starting(at: Position(row: 6, column: 21)).hintLines(fitting: 17)
    #expect(left == ["rows 1–10 of 16", "cols 1–9 of 30"])
    #expect(right == ["rows 7–16 of 16", "cols 22–30 of 30"])
    // No wording fits: nothing, rather than a cut one.
    #expect(Self.expert.hint(fitting: 20) == nil)
    #expect(Self.expert.hintLines(fitting: 12) == [])
  }
}
