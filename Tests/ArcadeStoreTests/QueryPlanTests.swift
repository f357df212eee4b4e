import ArcadeTestSupport
import ArcadeCore
import Testing

@testable import ArcadeStore

@Suite("Board queries walk an index")
struct QueryPlanTests {
  static let selections: [RoundSelection] = [
    RoundSelection(game: .minesweeper, variant: "expert", outcomes: [.won], unassistedOnly: true, order: .durationAscending, limit: 10),
    RoundSelection(game: .minesweeper, order: .durationAscending, limit: 10),
    RoundSelection(game: .wordmatch, variant: "en-de", order: .scoreDescending, limit: 10),
    RoundSelection(game: .tictactoe, outcomes: [.won, .draw], order: .scoreDescending, limit: 10),
    RoundSelection(game: .pathfinder, order: .newestFirst, limit: 5),
    RoundSelection(game: .pathfinder, variant: "5x5", completedOnly: false, order: .newestFirst, limit: 5),
    RoundSelection(game: .pathfinder, outcomes: [.won], order: .newestFirst, limit: 5, excludedVariant: "walls"),
  ]

  @Test(arguments: selections)
  func usesAnIndexWithoutSorting(_ selection: RoundSelection) throws {
    let folder = try TemporaryFolder()
    let store = try makeStore(at: folder.file())
    let plan = try store.queryPlan(for: selection).joined(separator: "; ")
    #expect(plan.contains("USING INDEX round_by") || plan.contains("USING COVERING INDEX round_by"), "\(plan)")
    #expect(!plan.contains("TEMP B-TREE"), "\(plan)")
  }

  @Test func recentRoundsUseTheEndTimeIndex() throws {
    let folder = try TemporaryFolder()
    let store = try makeStore(at: folder.file())
    let plan = try store.recentRoundsQueryPlan(game: .priceguess, player: "ada").joined(separator: "; ")
    #expect(plan.contains("USING INDEX round_by_end"), "\(plan)")
    #expect(!plan.contains("TEMP B-TREE"), "\(plan)")
  }
}
