import ArcadeCore
import ArcadeTUI
import Foundation

/// `arcade scores --all`: every round as a plain table, newest first, unranked ones saying why.
enum RoundHistory {
  /// `boards` name the help a round had where its game says more than "help" ("1 undo").
  static func render(_ rounds: [PlayedRound], registry: GameRegistry, boards: [GameID: GameBoards] = [:], content: ContentLibrary? = nil,
    verdict: ((PlayedRound) -> RoundVerdict)? = nil
  ) -> String {
    guard !rounds.isEmpty else { return "No rounds yet." }
    let sorted = newestFirst(rounds)
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    formatter.locale = Locale(identifier: "en_US_POSIX")
    let header = ["Id", "Game", "Player", "Ended", "Outcome", "Score", "Time", "Variant", "Not ranked"]
    let checks = marks(rounds, verdict: verdict ?? RoundVerifier(registry.definitions.reading(content)).verdict(on:))
    let rows = sorted.map { round -> [String] in
      [
        round.id?.description ?? LeaderboardColumn.missing,
        registry[round.game]?.title ?? round.game.rawValue,
        PlayerName.shown(round.player),
        round.endedAt.map(formatter.string(from:)) ?? "abandoned",
        round.outcome.rawValue,
        round.score.map(String.init) ?? LeaderboardColumn.missing,
        round.durationMilliseconds.map { formatDuration(milliseconds: $0) } ?? LeaderboardColumn.missing,
        sanitizedForDisplay(round.legacyVariant ?? LeaderboardColumn.missing),
        notRanked(round, checks: checks, boards: boards).joined(separator: ", "),
      ]
    }
    let widths = header.indices.map { column in ([header] + rows).map { displayWidth($0[column]) }.max() ?? 0 }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { $0.element + String(repeating: " ", count: widths[$0.offset] - displayWidth($0.element)) }
        .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
    return ([line(header), widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")] + rows.map(line))
      .joined(separator: "\n")
  }

  /// Why no board ranks a round: the help it had, practice, what checking its moves found.
  static func notRanked(_ round: PlayedRound, checks: [RoundID: String], boards: [GameID: GameBoards]) -> [String] {
    round.assistance.words(help: boards[round.game]?.describeHelp(round) ?? "help")
      + (round.context.daily?.practice == true ? ["practice"] : [])
      + [round.id.flatMap { checks[$0] }].compactMap { $0 }
  }

  /// What checking each round against its moves found, by id: "not replayable" for a round saved before moves
  /// were kept, the reason for one a board hides ("its moves do not give its score", "it copies another round").
  static func marks(_ rounds: [PlayedRound], verdict: (PlayedRound) -> RoundVerdict) -> [RoundID: String] {
    var marks: [RoundID: String] = [:]
    var firstWithTape: [Data: RoundID] = [:]
    for round in rounds.sorted(by: { RoundID.precedes($0.id, $1.id) }) {
      guard let id = round.id else { continue }
      if let tape = round.tape {
        if firstWithTape[tape] != nil {
          marks[id] = RoundRefusal.copy.detail
          continue
        }
        firstWithTape[tape] = id
      }
      switch verdict(round) {
      case .verified: break
      case .notReplayable: marks[id] = "not replayable"
      case .refused(let refusal): marks[id] = refusal.detail
      }
    }
    return marks
  }
}

extension RoundHistory {
  /// Newest first by end (start, for a round never finished), the round saved later first on a tie.
  static func newestFirst(_ rounds: [PlayedRound]) -> [PlayedRound] {
    rounds.sorted { a, b in
      let (endA, endB) = (a.endedAt ?? a.startedAt, b.endedAt ?? b.startedAt)
      return endA != endB ? endA > endB : RoundID.precedes(b.id, a.id)
    }
  }
}
