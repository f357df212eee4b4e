import ArcadeCore

/// The score file is the arcade's store; the requirements it does not meet under its own names are here.
extension ScoreFile: ScoreKeeping {
  /// The journal's rounds, each under its uid: the same id in every process that reads the journal.
  public var waitingRounds: [PlayedRound] {
    waiting.map { waiting in
      var round = waiting.round
      round.id = .journal(uid: waiting.uid)
      return round
    }
  }

  public func importLines(for rounds: [PlayedRound]) -> [String] {
    rounds.compactMap { WaitingRound(round: $0).importLine }
  }

  public var settingsNotKept: String? { settingsProblem }
}
