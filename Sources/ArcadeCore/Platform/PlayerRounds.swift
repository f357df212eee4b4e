/// One player's rounds of a game, for the lines a boards screen writes about them (newest first): every round they
/// played, and those a board would rank, without help and at a person's pace.
public struct PlayerRounds: Sendable {
  public var played: [PlayedRound]
  public var ranked: [PlayedRound]
  /// What the chart shows: every round but those played faster than a person plays (a loss and a hint too).
  public var charted: [PlayedRound]

  /// `pace`: the game's human limit, which a round's tape is held to; nil holds none.
  public init(_ rounds: [PlayedRound], pace: HumanPace? = nil) {
    played = rounds
    charted = rounds.filter { round in !(round.tape.map { pace?.isFasterThanAPerson(Array($0)) ?? false } ?? false) }
    ranked = charted.filter { $0.assistance.isEmpty }
  }
}
