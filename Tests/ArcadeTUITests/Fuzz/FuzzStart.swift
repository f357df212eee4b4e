import ArcadeTestSupport
import ArcadeCore

@testable import ArcadeTUI

/// Where a fuzz run starts: a scene in a state players reach (a first screen, a scrolled grid, an end panel…),
/// on a terminal size, reached by events sent through the real loop, and the screen that must then be on top.
struct FuzzStart: Sendable, CustomStringConvertible {
  let name: String
  let size: Size
  /// The scene the loop starts with.
  let root: @Sendable (ArcadeServices) -> any Scene
  /// Events sent before the random ones; nil is a tick (time passes).
  let route: @Sendable (ArcadeServices) -> [InputEvent?]
  /// The screen on top once the route is sent (a route that no longer reaches it is a failure of its own);
  /// nil for a game's first screen, which depends on what the player has seen before.
  let reaches: String?

  init(
    _ name: String, size: Size = Size(width: 100, height: 30), reaches: String?,
    root: @escaping @Sendable (ArcadeServices) -> any Scene, route: @escaping @Sendable (ArcadeServices) -> [InputEvent?] = { _ in [] }
  ) {
    self.name = name
    self.size = size
    self.reaches = reaches
    self.root = root
    self.route = route
  }

  var description: String { name }
}

extension FuzzStart {
  static let narrow = Size(width: 40, height: 12)

  /// Every start, named: each game's first screen and the arcade's own, then the deeper states of every game.
  static let all: [FuzzStart] = firstScreens + minesweeper + pathFinder + priceGuess + ticTacToe + wordMatch + wordSearch

  static var firstScreens: [FuzzStart] {
    GameRegistry.arcade().games.map(\.id).map { id in
      FuzzStart(id.rawValue, reaches: nil, root: { $0.firstScene(of: $0.games[id]!) })
    } + [
      FuzzStart("title", reaches: "TitleScene", root: { TitleScene(services: $0, startedAt: $0.now()) }),
      FuzzStart("leaderboard", size: narrow, reaches: "LeaderboardScene", root: { LeaderboardScene(services: $0) }),
      FuzzStart("settings", reaches: "SettingsScene", root: { SettingsScene(services: $0) }),
      FuzzStart("help", reaches: "HelpScene", root: { services in HelpScene(games: services.games) }),
      FuzzStart("daily", size: narrow, reaches: "DailyScene", root: { DailyScene(services: $0) }),
      FuzzStart("resume-list", size: narrow, reaches: "ResumeScene", root: { services in
        services.scores?.keepUnfinished(MinesweeperFixture.unfinished(at: services.now()))
        return ResumeScene(services: services)
      }),
      FuzzStart("replay", size: narrow, reaches: "ReplayScene", root: { $0.replayScene(of: .played()) }, route: { _ in [nil, nil] }),
      FuzzStart("versus-lobby", reaches: "VersusLobbyScene", root: { services in
        VersusFixture.post(in: services)
        return VersusLobbyScene(services: services)
      }),
      FuzzStart("versus-match", size: narrow, reaches: "VersusMatchScene", root: { services in VersusFixture.matchScene(in: services) }),
      FuzzStart("versus-watching-ultimate", reaches: "VersusMatchScene", root: { services in VersusFixture.watchedScene(in: services) }),
      FuzzStart("versus-race", size: narrow, reaches: "LiveRaceScene", root: { services in RaceFixture.liveScene(in: services) },
        route: { _ in keyNames("j j Space") }),
      FuzzStart("versus-race-watching", size: narrow, reaches: "RaceWatchScene", root: { RaceFixture.watchedScene(in: $0) }),
      FuzzStart("race-wordsearch", size: narrow, reaches: "GhostRaceScene", root: { RaceFixture.ghostOfTheDay(.wordsearch, in: $0) }),
      FuzzStart("race-wordmatch", reaches: "GhostRaceScene", root: { RaceFixture.ghostOfTheDay(.wordmatch, in: $0) }),
      FuzzStart("host-keys", reaches: "HostKeysScene", root: { services in HostKeysFixture.scene(in: services) }),
      FuzzStart("versus-server-lost", size: narrow, reaches: "VersusMatchScene", root: { services in VersusFixture.serverLostScene(in: services) }),
      FuzzStart("not-ready", size: narrow, reaches: "NotReadyScene", root: { _ in
        NotReadyScene(name: "WordMatch", message: "No word list 'xx-yy'. Lists: en-es, en-fr, en-de.")
      }),
    ]
  }

  static let minesweeper: [FuzzStart] = [
    FuzzStart("minesweeper-options", size: narrow, reaches: "MinesweeperOptionsScene", root: { services in MinesweeperOptionsScene(recorder: services.recorder) }),
    FuzzStart("minesweeper-playing", reaches: "MinesweeperScene", root: { services in MinesweeperFixture.scene(services: services) }, route: { _ in keyNames("Space j j") }),
    FuzzStart("minesweeper-won", size: narrow, reaches: "MinesweeperScene", root: { services in MinesweeperFixture.scene(services: services) }, route: { _ in keyNames(MinesweeperFixture.winningKeys) }),
    // A race against ana's won round of the same board (seed 42): a cell opened, then a mine hit (the race decided).
    FuzzStart("race", reaches: "GhostRaceScene", root: { $0.ghostRaceScene(against: .played(player: "ana", seed: MinesweeperFixture.seed)) },
      route: { _ in keyNames("j j Space") + [nil, nil, nil, nil] }),
    FuzzStart("race-lost", size: narrow, reaches: "GhostRaceScene",
      root: { $0.ghostRaceScene(against: .played(player: "ana", seed: MinesweeperFixture.seed)) },
      route: { _ in keyNames("k k k k l l Space") }),
    // The mine at row 1, column 7 (counted from 1), from the cursor at the centre.
    FuzzStart("minesweeper-lost", reaches: "MinesweeperScene", root: { services in MinesweeperFixture.scene(services: services) }, route: { _ in keyNames("Space k k k k l l Space") }),
    // The same loss taken back: the board as before the reveal, the cursor on the mine, play going on.
    FuzzStart("minesweeper-undone", reaches: "MinesweeperScene", root: { services in MinesweeperFixture.scene(services: services) }, route: { _ in keyNames("Space k k k k l l Space u") }),
    // Expert at 40×12, opened at the centre and scrolled down and right: a window onto the board, following the cursor.
    FuzzStart("minesweeper-expert", size: narrow, reaches: "MinesweeperScene", root: { services in MinesweeperFixture.scene(.expert, services: services) }, route: { _ in
      keyNames("Space j j j j l l l l l l l l")
    }),
  ]

  static let pathFinder: [FuzzStart] = [
    FuzzStart("pathfinder-options", size: narrow, reaches: "PathFinderOptionsScene", root: { services in PathFinderOptionsScene(recorder: services.recorder) }),
    // Walls on, Start, then g: the guess screen of a walls round with its clock running.
    FuzzStart("pathfinder-guess", size: narrow, reaches: "PathFinderGuessScene", root: { services in PathFinderOptionsScene(recorder: services.recorder) }, route: { _ in
      [.key(.right), .key(.enter)] + keys("g5")
    }),
    FuzzStart("pathfinder-steering", reaches: "PathFinderGridScene", root: { services in PathFinderGridScene(recorder: services.recorder, round: PathFinderFixture.steeringRound()) }, route: { _ in keys("jl") }),
    FuzzStart("pathfinder-end", size: narrow, reaches: "PathFinderEndScene", root: { services in
      let round = PathFinderFixture.arrivedRound()
      var scene = PathFinderEndScene(recorder: services.recorder, round: round, receipt: round.finishedRound.map { services.recorder.record($0, context: .free) })
      scene.appear(frame: services.frame)
      return scene
    }),
  ]

  static let priceGuess: [FuzzStart] = [
    FuzzStart("priceguess-quiz", reaches: "PriceGuessQuizScene", root: { PriceGuessHomeScene(recorder: $0.recorder, content: $0.content) }, route: { _ in [.key(.enter)] + keys("2") }),
    FuzzStart("priceguess-results", size: narrow, reaches: "PriceGuessQuizScene", root: { PriceGuessHomeScene(recorder: $0.recorder, content: $0.content) }, route: { _ in [.key(.enter)] + keys("12f") }),
    FuzzStart("priceguess-statistics", reaches: "PriceGuessStatisticsScene", root: { PriceGuessHomeScene(recorder: $0.recorder, content: $0.content) }, route: { _ in
      [.key(.enter)] + keys("123f") + Array(repeating: nil, count: 40) + keys("s")
    }),
    FuzzStart("priceguess-browse", reaches: "PriceGuessBrowseScene", root: { PriceGuessHomeScene(recorder: $0.recorder, content: $0.content) }, route: { _ in [.key(.down), .key(.enter), .key(.enter)] }),
    // Down to a category with products: Kitchen, Small Appliances, then its first leaf.
    FuzzStart("priceguess-products", size: narrow, reaches: "PriceGuessProductsScene", root: { services in
      let catalog = services.content.get(PriceGuessCatalogContent.self).catalog!
      return PriceGuessBrowseScene(recorder: services.recorder, catalog: catalog, path: ["Kitchen", "Small Appliances"], length: .five)
    }, route: { _ in [.key(.enter)] }),
  ]

  static let ticTacToe: [FuzzStart] = [
    FuzzStart("tictactoe-playing", size: narrow, reaches: "TicTacToeScene", root: { TicTacToeScene(recorder: $0.recorder, options: .standard) }, route: { _ in keys("5") + [nil, nil, nil] }),
    FuzzStart("tictactoe-over", reaches: "TicTacToeScene", root: { services in
      TicTacToeScene(recorder: services.recorder, sitting: TicTacToeSitting.twoPlayers, seed: 1, now: services.now())
    }, route: { _ in keys("1425367") }),
    // Edges against Perfect (seed 1): X on 2, 4 and 6 by the keypad, O wins on the diagonal from the top right.
    FuzzStart("tictactoe-lost", reaches: "TicTacToeScene", root: { services in
      TicTacToeScene(recorder: services.recorder, sitting: TicTacToeSitting.perfect, seed: 1, now: services.now())
    }, route: { _ in Self.losingToPerfect }),
    // The loss taken back: X's 6 and O's winning reply come off, and it is X's move.
    FuzzStart("tictactoe-undone", size: narrow, reaches: "TicTacToeScene", root: { services in
      TicTacToeScene(recorder: services.recorder, sitting: TicTacToeSitting.perfect, seed: 1, now: services.now())
    }, route: { _ in Self.losingToPerfect + keys("u") }),
    FuzzStart("ultimate", reaches: "UltimateScene", root: { services in
      UltimateScene(recorder: services.recorder, sitting: TicTacToeSitting.ultimateHard, seed: 3, now: services.now())
    }, route: { _ in keys("55") + Array(repeating: nil, count: 10) }),
    FuzzStart("tictactoe-options", size: narrow, reaches: "TicTacToeOptionsScene", root: { services in TicTacToeOptionsScene(recorder: services.recorder) }),
  ]

  /// Keys and waits that lose a classic game to Perfect with seed 1, to the end panel (the win's flash included).
  static let losingToPerfect: [InputEvent?] = keys("2") + [nil] + keys("4") + [nil] + keys("6") + Array(repeating: nil, count: 10)

  static let wordMatch: [FuzzStart] = [
    FuzzStart("wordmatch-falling", reaches: "WordMatchPlayScene", root: { makePlayScene(services: $0) }, route: { _ in Array(repeating: nil, count: 8) }),
    FuzzStart("wordmatch-result", size: narrow, reaches: "WordMatchResultScene", root: { makePlayScene(services: $0) }, route: { _ in
      // Three words land unanswered: out of lives.
      Array(repeating: nil, count: 600)
    }),
    FuzzStart("wordmatch-options", reaches: "WordMatchOptionsScene", root: { WordMatchOptionsScene(recorder: $0.recorder, content: $0.content, glyphs: $0.theme.glyphs) }),
  ]

  static let wordSearch: [FuzzStart] = [
    FuzzStart("wordsearch-scrolled", size: narrow, reaches: "WordSearchScene", root: { services in
      WordSearchFixture.scene(WordSearchFixture.choices(size: 30, difficulty: .hard, theme: "Animals"), services: services)
    }, route: { _ in keys(String(repeating: "j", count: 29) + String(repeating: "l", count: 20) + " ") }),
    FuzzStart("wordsearch-disco", reaches: "WordSearchScene", root: { WordSearchFixture.scene(services: $0) }, route: { services in
      solvingKeys(WordSearchFixture.scene(services: services).puzzle)
    }),
    FuzzStart("wordsearch-over", size: narrow, reaches: "WordSearchScene", root: { WordSearchFixture.scene(services: $0) }, route: { services in
      solvingKeys(WordSearchFixture.scene(services: services).puzzle) + [.key(.character("x"))]
    }),
    FuzzStart("wordsearch-options", reaches: "WordSearchOptionsScene", root: { WordSearchOptionsScene(recorder: $0.recorder, library: $0.content.get(WordSearchThemeLibrary.self), choices: .standard) }),
  ]

  /// Keys that find every word of a puzzle from the top-left cell: to its first letter, Space, to its last, Space.
  static func solvingKeys(_ puzzle: WordSearchPuzzle) -> [InputEvent?] {
    var cursor = Position(row: 0, column: 0)
    var events: [InputEvent?] = []
    for placement in puzzle.placements {
      guard let first = placement.cells.first, let last = placement.cells.last else { continue }
      events += arrows(from: cursor, to: first) + [.key(.character(" "))] + arrows(from: first, to: last) + [.key(.character(" "))]
      cursor = last
    }
    return events
  }
}
