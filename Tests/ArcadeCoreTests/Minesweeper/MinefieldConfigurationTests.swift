import Testing
@testable import ArcadeCore

@Suite("Minesweeper configuration")
struct MinefieldConfigurationTests {
  @Test func presetsHaveTheIssuesSizes() {
    #expect([MinefieldConfiguration.classic.rows, MinefieldConfiguration.classic.columns, MinefieldConfiguration.classic.mines] == [10, 7, 10])
    #expect([MinefieldConfiguration.beginner.rows, MinefieldConfiguration.beginner.columns, MinefieldConfiguration.beginner.mines] == [9, 9, 10])
    #expect([MinefieldConfiguration.intermediate.rows, MinefieldConfiguration.intermediate.columns, MinefieldConfiguration.intermediate.mines] == [16, 16, 40])
    #expect([MinefieldConfiguration.expert.rows, MinefieldConfiguration.expert.columns, MinefieldConfiguration.expert.mines] == [16, 30, 99])
  }

  @Test func rawValuesAreStableNames() {
    #expect(MinesweeperPreset.allCases.map(\.rawValue) == ["classic", "beginner", "intermediate", "expert", "custom"])
    #expect(MinesweeperPreset(rawValue: "expert")?.configuration == .expert)
    #expect(MinesweeperPreset.custom.configuration == nil)
    for preset in MinesweeperPreset.fixed { #expect(preset.configuration?.preset == preset) }
  }

  @Test func customBoardsWithinLimitsAreAccepted() throws {
    let board = try MinefieldConfiguration.custom(rows: 16, columns: 30, mines: 170)
    #expect(board.preset == .custom)
    #expect(board.cellCount == 480)
    #expect(try MinefieldConfiguration.custom(rows: 5, columns: 5, mines: 16).mines == 16)
    #expect(try MinefieldConfiguration.custom(rows: 60, columns: 60, mines: 1).mines == 1)
  }

  @Test func customValidationNamesTheProblem() {
    #expect(MinefieldConfiguration.validate(rows: 4, columns: 9, mines: 3) == .rowsOutOfRange(4, allowed: 5...60))
    #expect(MinefieldConfiguration.validate(rows: 9, columns: 61, mines: 3) == .columnsOutOfRange(61, allowed: 5...60))
    #expect(MinefieldConfiguration.validate(rows: 9, columns: 9, mines: 0) == .tooFewMines(0))
    #expect(MinefieldConfiguration.validate(rows: 9, columns: 9, mines: 73) == .tooManyMines(73, maximum: 72))
    #expect(MinefieldConfiguration.validate(rows: 9, columns: 9, mines: 72) == nil)
    #expect(throws: MinefieldConfigurationError.tooManyMines(17, maximum: 16)) {
      try MinefieldConfiguration.custom(rows: 5, columns: 5, mines: 17)
    }
    #expect(MinefieldConfigurationError.tooManyMines(17, maximum: 16).description.contains("at most 16"))
  }

  @Test func centreIsHalfwayDown() {
    #expect(MinefieldConfiguration.expert.centre == Position(row: 8, column: 15))
    #expect(MinefieldConfiguration.classic.centre == Position(row: 5, column: 3))
  }
}
