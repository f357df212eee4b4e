#if SharedBoard
import ArcadeCore
import PostgresNIO

extension SharedRoundQuery {
  /// A standings board reads the rounds it counts, each login's newest this many: every member's rounds are counted
  /// (a club plays far fewer), and one member's flood of rows costs every read this many at most.
  static let standingsRows = LoginWindow(limit: 20_000)
  /// The most rows one standings read takes, newest first.
  static let standingsReadLimit = 200_000
  /// The longest moves a standings read takes: far over a TicTacToe game's (Ultimate's longest is some 260 bytes), so
  /// one login's rows cost a read 80 MB at most.
  static let standingsTapeBytes = 4_096
}

extension SharedBoardClient {
  /// A standings board counted here from the rows it takes (`SharedRoundQuery.standingsRows`): only rounds that verify
  /// count (`RoundChecker.counted`, verdicts kept by server id), each player told apart by name, login and player id
  /// as `namedRounds` shows them; one row per player, their newest round with their standing as its details.
  func standingsRows(of read: [SharedRound], streak: PlayerStanding.StreakRule, limit: Int) -> (
    rounds: [SharedRound], hidden: CheckedRounds
  ) {
    let byID = Dictionary(read.map { ($0.round.id, $0) }, uniquingKeysWith: { first, _ in first })
    let count = { (kept: (any KeptVerdicts)?) in
      self.checker.counted(read.map(\.round), kept: kept) { byID[$0.id]?.refusal }
    }
    let counted = verdictFile.withLock { $0 }?.withKeptVerdicts(for: checker, count) ?? count(nil)
    let shown = counted.shown.compactMap { byID[$0.id] }
    let named = Dictionary(zip(shown.map(\.round.id), shown.namedRounds), uniquingKeysWith: { first, _ in first })
    let rows = PlayerStanding.rows(from: Array(named.values), streak: streak, limit: limit).compactMap { row -> SharedRound? in
      guard var shared = byID[row.id] else { return nil }
      shared.round = row
      return shared
    }
    return (rows, CheckedRounds(shown: [], hidden: counted.hidden))
  }
}
#endif
