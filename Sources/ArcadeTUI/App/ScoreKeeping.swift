import Foundation
import ArcadeCore

/// What scenes need from the score store; the real one is SQLite, tests use `MemoryScoreKeeper`.
public protocol ScoreKeeping: AnyObject {
  /// Saves a finished round and returns its id.
  func save(_ round: PlayedRound) throws -> Int64
  func rounds(matching selection: RoundSelection) throws -> [PlayedRound]
  /// A player's newest rounds of a game, newest first.
  func recentRounds(game: GameID, player: String, limit: Int) throws -> [PlayedRound]
  func setting(_ key: String) throws -> String?
  func setSetting(_ key: String, _ value: String) throws

  /// Stores `value` under the setting `key` unless a value is there, at once and in one step; returns the value kept,
  /// or nil when it cannot be stored now (a day's first attempt is claimed this way).
  func claimSetting(_ key: String, _ value: String) -> String?
  /// `player`'s finished dailies of every game from `since` on (all when nil), ranked and practice, moves not read.
  func dailyRounds(player: String, since: DailyDate?) throws -> [PlayedRound]
  /// Every finished daily of `player`, as its game and variant: what streaks count.
  func finishedDailies(player: String) throws -> [DailyPlayed]

  /// A shared board's deal of a day (the first one stored; `proposed` when none was): what the club plays. Nil
  /// without a shared board, or with no answer in time.
  func clubDeal(of game: GameID, _ variant: DailyVariant, proposed: [UInt8]) -> [UInt8]?

  // The journal of rounds waiting to be saved (defaults in ScoreKeeping+Waiting.swift).
  /// Saves the round, or keeps it waiting in the journal; says which.
  func keep(_ round: PlayedRound) -> SaveResult
  /// Rounds finished but not yet in the database, with negative ids: boards show them meanwhile.
  var waitingRounds: [PlayedRound] { get }
  /// One line about the score file for the menu; nil when all is well.
  var statusLine: String? { get }
  /// One line under the leaderboard when its rows are not from where the player asked (a shared board
  /// that did not answer, so this machine's rounds are shown); nil when they are. Set by `rounds(matching:)`.
  var boardsNote: String? { get }
  /// Starts what must happen before the first write (checking the file) without making the caller wait.
  func prepareForWriting()
  /// At exit: a last try to save what waits; lines for stderr naming what still waits and where.
  func finish() -> [String]
  /// Why settings changed now will not outlast this run, or nil when they are saved with the scores.
  var settingsNotKept: String? { get }
  /// The rounds as lines `arcade scores --import` takes back (for those not even the journal could hold).
  func importLines(for rounds: [PlayedRound]) -> [String]

  // Rounds left before their end (defaults, keeping none, in ScoreKeeping+Waiting.swift).
  /// Keeps the round as it stands, over what the last move kept; false when it could not be written.
  @discardableResult
  func keepUnfinished(_ round: UnfinishedRound) -> Bool
  /// The unfinished rounds, the most recently played first.
  func unfinishedRounds(limit: Int) -> [UnfinishedRound]
  /// Forgets one: it ended, or the player discarded it; false when the store could not do it now.
  @discardableResult
  func discardUnfinished(uid: String) -> Bool
}

/// An in-memory score keeper for tests and for when the database cannot be used.
public final class MemoryScoreKeeper: ScoreKeeping {
  public private(set) var saved: [PlayedRound] = []
  public private(set) var unfinished: [UnfinishedRound] = []
  private var settings: [String: String] = [:]

  public init(rounds: [PlayedRound] = []) {
    for round in rounds { _ = try? save(round) }
  }

  public func save(_ round: PlayedRound) throws -> Int64 {
    var copy = round
    copy.id = Int64(saved.count + 1)
    saved.append(copy)
    return copy.id!
  }

  public func rounds(matching selection: RoundSelection) throws -> [PlayedRound] {
    try Self.ordered(saved, by: selection)
  }

  /// The rounds a selection takes from `rounds`, in its order, up to its limit: the same answer as the SQLite store.
  ///
  /// The store's contract (Tests/ArcadeAppTests/StoreContractTests): scores descend and durations ascend with
  /// missing figures last and ties to the round that ended first; newest first puts rounds with no end last;
  /// remaining ties go to the round saved first. A missing end sorts before any end when ascending, as in SQL.
  /// Standings are counted from every round taken, standings rows among them counting as the rounds they stand for.
  public static func ordered(_ rounds: [PlayedRound], by selection: RoundSelection) throws -> [PlayedRound] {
    guard selection.limit > 0 else { return [] }
    func end(_ round: PlayedRound) -> Date { round.endedAt ?? .distantPast }
    let matching = rounds.filter(selection.accepts)
    let sorted: [PlayedRound]
    switch selection.order {
    case .standings(let streak):
      return PlayerStanding.rows(from: matching, streak: streak, limit: selection.limit)
    case .newestFirst:
      sorted = matching.sorted { a, b in
        end(a) != end(b) ? end(a) > end(b) : (a.id ?? 0) < (b.id ?? 0)
      }
    case .scoreDescending:
      sorted = matching.sorted { a, b in
        let (left, right) = (a.score ?? .min, b.score ?? .min)
        if (a.score == nil) != (b.score == nil) { return a.score != nil }
        if left != right { return left > right }
        return end(a) != end(b) ? end(a) < end(b) : (a.id ?? 0) < (b.id ?? 0)
      }
    case .durationAscending:
      sorted = matching.sorted { a, b in
        if (a.durationMilliseconds == nil) != (b.durationMilliseconds == nil) { return a.durationMilliseconds != nil }
        let (left, right) = (a.durationMilliseconds ?? 0, b.durationMilliseconds ?? 0)
        if left != right { return left < right }
        return end(a) != end(b) ? end(a) < end(b) : (a.id ?? 0) < (b.id ?? 0)
      }
    }
    return Array(sorted.prefix(selection.limit))
  }

  public func recentRounds(game: GameID, player: String, limit: Int) throws -> [PlayedRound] {
    Array(saved.filter { $0.game == game && $0.player == player }.reversed().prefix(limit))
  }

  public func setting(_ key: String) throws -> String? { settings[key] }

  public func setSetting(_ key: String, _ value: String) throws { settings[key] = value }

  @discardableResult
  public func keepUnfinished(_ round: UnfinishedRound) -> Bool {
    unfinished.removeAll { $0.uid == round.uid }
    unfinished.append(round)
    return true
  }

  public func unfinishedRounds(limit: Int) -> [UnfinishedRound] {
    Array(unfinished.sorted { $0.leftAt > $1.leftAt }.prefix(limit))
  }

  @discardableResult
  public func discardUnfinished(uid: String) -> Bool {
    unfinished.removeAll { $0.uid == uid }
    return true
  }
}

extension MemoryScoreKeeper {
  /// A database's rows for `selection` with rounds it does not hold yet (waiting, this session's, not yet on the
  /// server) among them, in the selection's order. For standings, `fetch` is asked once more for each player of
  /// `kept` the rows leave out, so their standing counts every round of theirs, not only the kept ones.
  public static func merging(
    _ stored: [PlayedRound], with kept: [PlayedRound], by selection: RoundSelection,
    fetch: (RoundSelection) throws -> [PlayedRound]
  ) throws -> [PlayedRound] {
    let taken = kept.filter(selection.accepts)
    if taken.isEmpty { return stored }
    var rows = stored
    if case .standings = selection.order {
      let shown = Set(stored.map(\.player))
      for player in Set(taken.map(\.player)).subtracting(shown).sorted() {
        var theirs = selection
        theirs.player = player
        rows += try fetch(theirs)
      }
    }
    return try ordered(rows + taken, by: selection)
  }
}
