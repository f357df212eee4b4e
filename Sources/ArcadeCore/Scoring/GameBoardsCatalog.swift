import Foundation

/// Each game's boards, in one place for the screen and the command line.
public enum GameBoardsCatalog {
  public static func boards(for game: GameID, dataDirectory: String? = nil) -> GameBoards {
    switch game {
    case .pathfinder:
      GameBoards(
        game: .pathfinder, boards: [.pathFinder],
        emptyHint: "Finish a round of PathFinder to get on this board.",
        trend: Trend(label: "score, lower is better", lowerIsBetter: true) { PathFinderScore.of($0) },
        summary: pathFinderSummary
      )
    case .wordmatch:
      GameBoards(
        game: .wordmatch, boards: wordMatchBoards(in: dataDirectory),
        emptyHint: "Play WordMatch to the end to get on this board.",
        trend: Trend(label: "score", lowerIsBetter: false) { $0.score.map(Double.init) }
      )
    case .minesweeper:
      GameBoards(
        game: .minesweeper, boards: MinesweeperLeaderboards.all,
        emptyHint: "Win a game of Minesweeper without hints to get on this board.",
        trend: Trend(label: "time of won games, lower is better", lowerIsBetter: true) { round in
          round.outcome == .won ? round.durationMilliseconds.map(Double.init) : nil
        },
        summary: minesweeperSummary
      )
    case .wordsearch:
      WordSearchLeaderboards.gameBoards
    case .priceguess, .tictactoe:
      GameBoards(game: game, boards: [], emptyHint: "\(game.title) keeps no scores yet.")
    }
  }

  /// The game as first offered (English → Spanish at Normal speed) comes first, then the rest in order.
  static func wordMatchBoards(in dataDirectory: String?) -> [Leaderboard] {
    // Each list's boards stay together, Normal speed first; the default list leads.
    let lists = wordLists(in: dataDirectory).sorted { ($0.code != defaultWordMatchPair ? 1 : 0) < ($1.code != defaultWordMatchPair ? 1 : 0) }
    let speeds = [WordMatchOptions.standard.speed] + WordMatchOptions.Speed.allCases.filter { $0 != WordMatchOptions.standard.speed }
    return lists.flatMap { list in
      speeds.map { WordMatchLeaderboards.bestScores(languagePair: list.code, languageTitle: list.title, speed: $0) }
    }
  }

  /// The language pair the WordMatch setup screen offers first.
  public static let defaultWordMatchPair = "en-es"

  /// The shipped word lists; a board per list and speed. A broken file leaves its boards out (the game names the file).
  static func wordLists(in dataDirectory: String?) -> [WordList] {
    guard let dataDirectory else { return [] }
    let files = (try? WordList.files(in: dataDirectory + "/wordmatch")) ?? []
    return files.compactMap { try? WordList(contentsOfFile: $0) }
  }

  /// Games played and won, and the best 3BV/s of a win without hints.
  @Sendable static func minesweeperSummary(_ rounds: [PlayedRound]) -> [String] {
    let played = rounds.filter { $0.outcome == .won || $0.outcome == .lost }
    guard !played.isEmpty else { return [] }
    let won = played.filter { $0.outcome == .won }
    var lines = ["Your games on all boards: \(played.count) played, \(won.count) won"]
    let speeds = won.filter { !$0.assisted }.compactMap { MinesweeperRoundDetails(json: $0.details)?.threeBVPerSecond }
    if let best = speeds.max() {
      lines.append("Your best 3BV/s without hints: \(formatHundredths(best))")
    }
    return lines
  }

  @Sendable static func pathFinderSummary(_ rounds: [PlayedRound]) -> [String] { PathFinderSummary.lines(for: rounds) }

}
