import ArcadeCore
import ArcadeTestSupport
import Testing
@testable import ArcadeTUI

/// Every screen's key table, checked for what would make its help and its keys disagree.
@Suite struct SceneKeyTablesTests {
  /// A table's action type, for the message, and the keys each of its rows binds.
  struct Bound: Sendable, CustomStringConvertible {
    let description: String
    let rows: [[Key]]

    init<Action>(_ table: KeyTable<Action>) {
      description = String(describing: Action.self)
      rows = table.rows.map { $0.bindings.flatMap(\.keys) }
    }
  }

  static let tables: [Bound] = [
    Bound(TitleAction.table(gameCount: 6)), Bound(HelpScene.table), Bound(InstructionsAction.table), Bound(NotReadyScene.table),
    Bound(LeaderboardAction.table), Bound(SettingsAction.table), Bound(SettingsScene.nameTable), Bound(HostKeysScene.lineTable), Bound(HostKeysAction.table),
    Bound(EndOfRoundAction.table(hasOptions: true, board: "board", undo: "undo")), Bound(OptionsFormAction.table(numbers: true)),
    Bound(MinesweeperPlayAction.table(questionMarks: true)), Bound(TicTacToePlayAction.table(keypad: TicTacToeScene.keypad, undo: true)),
    Bound(GuessAction.table(guessing: true)), Bound(SteerAction.table), Bound(WordSearchPlayAction.table),
    Bound(WordSearchRevealAction.table), Bound(WordMatchPlayAction.table), Bound(WordMatchResultScene.scrollKeys),
    Bound(PriceGuessHomeAction.table), Bound(PriceGuessBrowseAction.table), Bound(PriceGuessProductsAction.table),
    Bound(PriceGuessQuizAction.table), Bound(PriceGuessQuizAction.resultsTable), Bound(PriceGuessStatisticsScene.table),
  ]

  /// A key in two rows works only as the first says, so the second row's help is wrong about it; and `?` and F1
  /// open the help overlay in every screen (the loop takes them first), so no scene may bind them.
  @Test(arguments: tables)
  func eachKeyIsBoundOnceAndNeverTheOverlays(table: Bound) {
    var seen: Set<Key> = []
    for key in table.rows.flatMap({ $0 }) {
      #expect(!seen.contains(key), "\(table): \(key) is bound twice")
      seen.insert(key)
    }
    #expect(!seen.contains("?") && !seen.contains(.function(1)), "\(table)")
  }

  /// The footers that were written by hand now come from the tables, word for word.
  @Test func leaderboardAndSettingsFootersComeFromTheirTables() {
    let services = makeServices()
    #expect(Footer.text(for: LeaderboardScene(services: services).help, width: 38) == "←→ game · ↑↓ board · ? help · q back")
    let settings = SettingsScene(services: services, settings: PlayerSettings(playerName: "tester", unicode: true))
    #expect(Footer.text(for: settings.help, width: 38) == "Enter change · ? help · q back")
    let typing = SettingsScene.nameTable.help(title: "Settings")
    #expect(Footer.text(for: typing, width: 38, offersHelp: false) == "type a name · Enter keep · Esc cancel")
  }
}
