import ArcadeCore
import Foundation

/// One line of the Versus lobby: a match and what this player can do with it.
struct VersusLobbyLine: Equatable {
  enum Kind: Equatable {
    /// A match this player plays, still going.
    case playing
    /// Others' match going on: Enter watches it.
    case live
    /// Someone else's challenge: Enter takes it.
    case open
    /// Your challenge, not taken yet.
    case yours
    /// A match that is over: Enter opens it to look at.
    case over
  }

  /// What a line stands for: a TicTacToe match, or a race on one deal.
  enum Entry: Equatable {
    case match(VersusMatch)
    case race(VersusRace)
  }

  var kind: Kind
  var entry: Entry
  var text: String
  /// Where the match stands (`.open` for a challenge, and for a race).
  var state: VersusState = .open

  init(kind: Kind, match: VersusMatch, text: String, state: VersusState = .open) {
    (self.kind, entry, self.text, self.state) = (kind, .match(match), text, state)
  }

  init(kind: Kind, race: VersusRace, text: String) {
    (self.kind, entry, self.text) = (kind, .race(race), text)
  }

  var match: VersusMatch? { if case .match(let match) = entry { match } else { nil } }
  var race: VersusRace? { if case .race(let race) = entry { race } else { nil } }

  var uid: String {
    switch entry {
    case .match(let match): match.uid
    case .race(let race): race.uid
    }
  }

  /// How many matches and challenges the lobby lists.
  static let listed = 20
  /// How many matches the ratings are read from.
  static let rated = 2_000

  /// This player's matches and races going on, others' to watch, challenges and races to take, this player's own,
  /// then those over.
  static func all(
    in store: any VersusStore, for player: String, now: Date, games: GameRegistry, taken matches: [VersusMatch]? = nil
  ) -> [VersusLobbyLine] {
    let raceLines = (store as? any RaceStore).map { races(in: $0, for: player, games: games) } ?? []
    let order: [Kind] = [.playing, .live, .open, .yours, .over]
    let lines = self.matches(in: store, for: player, now: now, taken: matches) + raceLines
    return order.flatMap { kind in lines.filter { $0.kind == kind } }
  }

  /// The matches' lines alone: those taken (`taken`, else read), then open challenges.
  static func matches(in store: any VersusStore, for player: String, now: Date, taken matches: [VersusMatch]? = nil) -> [VersusLobbyLine] {
    let taken = (matches ?? store.takenMatches(limit: listed)).prefix(listed).map { match -> VersusLobbyLine in
      let state = VersusBoard(match, at: now).state
      let game = gameName(match)
      guard let mark = match.mark(of: player) else {
        let names = "\(PlayerName.shown(match.x ?? "")) vs \(PlayerName.shown(match.o ?? ""))"
        return VersusLobbyLine(
          kind: state.isOver ? .over : .live, match: match, text: "\(names) (\(game)): " + (state.isOver ? "over" : "watch"), state: state)
      }
      let against = PlayerName.shown(match.player(mark.opponent) ?? "")
      return VersusLobbyLine(
        kind: state.isOver ? .over : .playing, match: match, text: "vs \(against) (\(game)): " + summary(state, for: mark), state: state)
    }
    return taken + store.openChallenges(limit: listed).compactMap { challenge(of: $0, for: player) }
  }

  /// What waits for `player` in Versus, for the menu: their move, else a rematch offered to them; nil for nothing.
  /// Matches alone: races are not read for it.
  static func hint(in store: any VersusStore, for player: String, now: Date) -> String? {
    let lines = matches(in: store, for: player, now: now)
    if let mine = lines.first(where: { line in line.match?.mark(of: player).map { line.state == .toMove($0) } ?? false }),
      let match = mine.match
    {
      let against = match.mark(of: player).flatMap { match.player($0.opponent) }.map(PlayerName.shown) ?? "?"
      return "Your move against \(against) in Versus: V."
    }
    if let offer = lines.compactMap(\.match).first(where: { $0.isOpen && $0.invited == player }) {
      return "\(PlayerName.shown(offer.poster ?? "")) offers you a rematch in Versus: V."
    }
    return nil
  }

  /// An open challenge as `player` sees it; nil for one meant for someone else.
  static func challenge(of match: VersusMatch, for player: String) -> VersusLobbyLine? {
    let game = gameName(match)
    let poster = PlayerName.shown(match.poster ?? "")
    let side = match.x == nil ? "X" : "O"
    if match.poster == player {
      let text = match.invited.map { "your rematch offer to \(PlayerName.shown($0)) (\(game)): waiting" } ?? "your challenge (\(game)): waiting for someone to take it"
      return VersusLobbyLine(kind: .yours, match: match, text: text)
    }
    guard match.canBeTaken(by: player) else { return nil }
    let text = match.invited == nil ? "\(poster) challenges (\(game)): Enter to play \(side)" : "\(poster) offers a rematch (\(game)): Enter to play \(side), x declines"
    return VersusLobbyLine(kind: .open, match: match, text: text)
  }

  /// "TicTacToe", "Ultimate, 5 min".
  static func gameName(_ match: VersusMatch) -> String {
    (match.variant == .ultimate ? "Ultimate" : "TicTacToe") + (match.clockSeconds.map { ", " + VersusClock.text(seconds: $0) } ?? "")
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
