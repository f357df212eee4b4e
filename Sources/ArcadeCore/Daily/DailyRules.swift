import Foundation

/// What each game's daily deals and how its day is ranked: the rules that make one day's results comparable.
///
/// The screens deal the day (`ArcadeGame.daily`); this is what the core checks a saved daily against and ranks by.
public enum DailyRules {
  /// The games that have a daily, in the order the Daily screen lists them.
  public static let games: [GameID] = [.minesweeper, .wordsearch, .pathfinder, .priceguess, .wordmatch, .tictactoe]

  /// Whether a replayed round is one of the day's deals of `game` for `key`: its seed is the day's, and its options
  /// are the daily's (Minesweeper: Intermediate, guess-free; WordSearch: 15 × 15 Medium; PathFinder: walls;
  /// PriceGuess: ten questions; WordMatch: the pair at Normal speed; TicTacToe: Ultimate against Hard, player first).
  public static func isDailyDeal(_ replayed: FinishedRound, of variant: DailyVariant) -> Bool {
    guard replayed.seed == DailyDeal.seed(for: replayed.game, on: variant.day, key: variant.key),
      let engineVariant = replayed.variant
    else { return false }
    switch replayed.game {
    case .minesweeper:
      return engineVariant == MinesweeperPreset.intermediate.rawValue
        && MinesweeperRoundDetails(json: replayed.details)?.noGuess == true
    case .wordsearch: return engineVariant.hasPrefix(WordSearchLeaderboards.variant(size: 15, difficulty: .medium))
    case .pathfinder: return engineVariant == PathFinderOptions.wallsVariant
    case .priceguess: return engineVariant.hasPrefix(QuizLength.ten.rawValue)
    case .wordmatch: return engineVariant == WordMatchLeaderboards.variant(languagePair: variant.key, speed: .normal)
    case .tictactoe:
      let daily = TicTacToeOptions(variant: .ultimate, opponent: .hard, firstMove: .human)
      return engineVariant == daily.boardKey && replayed.details.contains("\"firstMove\":\"human\"")
    default: return false
    }
  }

  /// Whether a daily's moves keep to the daily: PathFinder's grid is the one drawn as it opens, never another (a
  /// player who could draw again would roll for an easy grid).
  public static func isDailyPlay(_ round: PlayedRound) -> Bool {
    guard round.game == .pathfinder else { return true }
    guard let bytes = round.tape, let tape = try? RoundTape<PathFinderRound>(bytes: Array(bytes)) else { return false }
    return tape.deal.grids.count == 1
  }
}
