import ArcadeTestSupport
import ArcadeCore
import ArcadeStore
import ArgumentParser
import Foundation
@testable import ArcadeTUI

/// The fake game's one option, `--level N` from 1 to 9.
struct FakeGameChoices: GameOptions {
  @Option(help: ArgumentHelp("The level, 1 to 9.", valueName: "n"))
  var level: Int?

  func validate() throws {
    if let level, !(1...9).contains(level) { throw ValidationError("--level must be a whole number from 1 to 9, not \(level)") }
  }
}

/// A seventh game that exists only in tests: registered by its entry alone.
enum FakeGame {
  static let id = GameID("fakegame")

  /// The fake game's one board: highest scores, any variant.
  static let board = Leaderboard(
    game: id, title: "Fake — best scores",
    selection: RoundSelection(game: id, outcomes: [.won, .lost], order: .scoreDescending, limit: 10),
    columns: [
      LeaderboardColumn("Rank") { "\($0.rank)" },
      LeaderboardColumn("Player", alignment: .left) { $0.round.player },
      LeaderboardColumn("Score") { $0.round.score.map(String.init) ?? LeaderboardColumn.missing },
    ],
    rank: { rounds in RankedRound.competitionRanked(rounds.map { ($0, $0.score.map(Double.init)) }) })

  /// The entry: a `--level` option and a scene that says which level it was started at.
  static var entry: ArcadeGame {
    ArcadeGame(
    definition: GameDefinition(
      id: id, engines: [], details: TallyDetails.self, boards: { _ in GameBoards(game: id, boards: [board], emptyHint: "Play the fake game.") }),
    title: "FakeGame", tagline: "a game only tests play",
    rules: ["Fake rules: press any key."],
    options: FakeGameChoices.self,
    launch: { given in
      { _ in NotReadyScene(name: "FakeGame", message: given?.level.map { "level \($0)" }) }
    })
  }

  /// The arcade's six games and the fake one.
  static var registry: GameRegistry { GameRegistry(GameRegistry.arcade().games + [entry]) }
}
