import Foundation

/// How a race on one deal ended for one side, by the game's own ranking of a day's rounds (all on one deal, as a
/// race is): the fastest win for Minesweeper and WordSearch, the most points for PriceGuess and WordMatch.
public enum RaceOutcome: Hashable, Sendable {
  case won, lost, tied
}

extension GameDefinition {
  /// `mine` against `theirs`, both played on one deal: a round the day's board would not rank (a lost Minesweeper)
  /// loses to one it would; two it would not rank tie, as two equal figures do.
  public func raceOutcome(_ mine: FinishedRound, against theirs: FinishedRound) -> RaceOutcome {
    guard let ranking = daily?.ranking else { return .tied }
    let start = Date(timeIntervalSince1970: 0)
    let rounds = [(mine, "mine"), (theirs, "theirs")].map { finished, name in
      finished.playedRound(
        in: .free, player: name, startedAt: start, endedAt: start.addingTimeInterval(Double(finished.durationMilliseconds ?? 0) / 1000))
    }
    let ranked = ranking.rank(rounds.filter { ranking.outcomes.isEmpty || ranking.outcomes.contains($0.outcome) })
    let place = { (name: String) in ranked.first { $0.round.player == name }?.rank }
    switch (place("mine"), place("theirs")) {
    case (let a?, let b?): return a < b ? .won : a > b ? .lost : .tied
    case (.some, nil): return .won
    case (nil, .some): return .lost
    case (nil, nil): return .tied
    }
  }
}
