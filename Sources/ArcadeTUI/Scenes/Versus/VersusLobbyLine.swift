import ArcadeCore
import Foundation

/// One line of the Versus lobby: a match and what this player can do with it.
struct VersusLobbyLine: Equatable {
  enum Kind: Equatable {
    /// A match this player plays, still going.
    case playing
    /// A match of others, or one of yours that is over: Enter opens it to look at.
    case watching
    /// Your challenge, not taken yet.
    case yours
    /// Someone else's challenge: Enter takes it.
    case open
  }

  var kind: Kind
  var match: VersusMatch
  var text: String

  /// How many of each list the lobby reads.
  static let listed = 20

  /// This player's matches still going, then challenges: theirs to take, then their own.
  static func all(in store: any VersusStore, for player: String, now: Date) -> [VersusLobbyLine] {
    let mine = store.matches(of: player, limit: listed).map { match -> VersusLobbyLine in
      let millis = Int64(now.timeIntervalSince(match.createdAt) * 1000)
      let state = VersusReferee<TicTacToeGame>(match, now: millis).state
      let against = PlayerName.shown(match.mark(of: player).flatMap { match.player($0.opponent) } ?? "?")
      return VersusLobbyLine(
        kind: state.isOver ? .watching : .playing, match: match,
        text: "vs \(against): " + summary(state, for: match.mark(of: player)))
    }
    let challenges = store.openChallenges(limit: listed).map { match in
      match.x == player
        ? VersusLobbyLine(kind: .yours, match: match, text: "your challenge: waiting for someone to take it")
        : VersusLobbyLine(kind: .open, match: match, text: "\(PlayerName.shown(match.x)) challenges: Enter to play O")
    }
    return mine.filter { $0.kind == .playing } + challenges.filter { $0.kind == .open } + challenges.filter { $0.kind == .yours }
      + mine.filter { $0.kind == .watching }
  }

  static func summary(_ state: VersusState, for mark: TicTacToeMark?) -> String {
    switch state {
    case .open: "waiting"
    case .toMove(let next): next == mark ? "your move" : "their move"
    case .drawn: "drawn"
    default: state.winner == mark ? "won" : "lost"
    }
  }
}
