import Foundation

/// An in-memory store: for tests, and the settings and unfinished rounds of a run without a score file.
public final class MemoryScoreKeeper: ScoreKeeping {
  public private(set) var saved: [PlayedRound] = []
  public private(set) var unfinished: [UnfinishedRound] = []
  private var settings: [String: String] = [:]
  /// Live matches, newest last (`MemoryScoreKeeper+Versus.swift`).
  var versusMatches: [VersusMatch] = []
  /// Live races, newest last (`MemoryScoreKeeper+Races.swift`).
  var versusRaces: [VersusRace] = []

  public init(rounds: [PlayedRound] = []) {
    for round in rounds { keep(round) }
  }

  /// Always saved, under the next row id (1 for the first).
  @discardableResult
  public func keep(_ round: PlayedRound) -> SaveResult {
    var copy = round
    let row = Int64(saved.count + 1)
    copy.id = .local(row)
    saved.append(copy)
    return .saved(id: row)
  }

  public func rounds(matching selection: RoundSelection) throws -> [PlayedRound] {
    try Self.ordered(saved, by: selection)
  }

  public func recentRounds(game: GameID, player: String, limit: Int) throws -> [PlayedRound] {
    Array(saved.filter { $0.game == game && $0.player == player }.reversed().prefix(limit))
  }

  /// Nothing waits: every round is saved at once.
  public var waitingRounds: [PlayedRound] { [] }
  /// Nothing is hidden: rows are not checked here.
  public var boardsNote: String? { nil }
  /// Memory has no file to import into later.
  public func importLines(for rounds: [PlayedRound]) -> [String] { [] }

  @discardableResult
  public func keepUnfinished(_ round: UnfinishedRound) -> Bool {
    unfinished.removeAll { $0.uid == round.uid }
    unfinished.append(round)
    return true
  }

  public func unfinishedRounds(of player: String, limit: Int) -> [UnfinishedRound] {
    Array(unfinished.filter { $0.player == player }.sorted { $0.leftAt > $1.leftAt }.prefix(limit))
  }

  @discardableResult
  public func discardUnfinished(uid: String) -> Bool {
    unfinished.removeAll { $0.uid == uid }
    return true
  }

  @discardableResult
  public func moveUnfinished(from player: String, to newName: String) -> Bool {
    for index in unfinished.indices where unfinished[index].player == player { unfinished[index].player = newName }
    return true
  }

  public func setting(_ key: String) throws -> String? { settings[key] }

  public func setSetting(_ key: String, _ value: String) throws { settings[key] = value }

  /// Kept for as long as the keeper lives: whoever holds one for a run says so (`ResilientScoreKeeper`).
  public var settingsNotKept: String? { nil }

  /// Nothing to check before writing, nothing to say on the menu, nothing left at exit.
  public func prepareForWriting() {}
  public var statusLine: String? { nil }
  public func finish() -> [String] { [] }
}
