import Foundation

/// A live race between two people on one deal: the poster deals the opening (the deal and the moves a game gives
/// everyone, as `RaceTrack.opening`), each side plays their own round of it, and each side's tape so far is kept in
/// the store the two arcades share, for the other to follow and check (`RaceReferee`).
public struct VersusRace: Hashable, LobbyPost {
  /// Made by the arcade that posted it; the same on both sides.
  public var uid: String
  public var game: GameID
  /// `RoundTape.bytes` of the deal and the opening moves, every one at 0.
  public var opening: [UInt8]
  public var poster: String
  /// Who took it; nil while it is open.
  public var taker: String?
  public var createdAt: Date
  /// When it was taken, in milliseconds since it was made.
  public var takenMilliseconds: Int64?
  /// Each side's tape as last written, by player.
  public var tapes: [String: RaceTape]

  public init(
    uid: String, game: GameID, opening: [UInt8], poster: String, taker: String? = nil, createdAt: Date,
    takenMilliseconds: Int64? = nil, tapes: [String: RaceTape] = [:]
  ) {
    (self.uid, self.game, self.opening, self.poster, self.taker) = (uid, game, opening, poster, taker)
    (self.createdAt, self.takenMilliseconds, self.tapes) = (createdAt, takenMilliseconds, tapes)
  }

  public var isOpen: Bool { taker == nil }

  /// The poster, then the taker once there is one.
  public var sides: [String] { [poster] + (taker.map { [$0] } ?? []) }

  /// The other side of `player`'s race; nil for a watcher, and while it is open.
  public func rival(of player: String) -> String? {
    if player == poster { return taker }
    return player == taker ? poster : nil
  }

  /// The longest tape a store keeps for a side: more than any round of a game the arcade races writes.
  public static let longestTape = 65_536
  /// The longest opening: a deal and its opening moves.
  public static let longestOpening = 16_384
  /// The times a row may hold, in milliseconds: from 1970 to the year 3000 (a date a clock can hold, and no further).
  public static let times: ClosedRange<Int64> = 0...32_503_680_000_000
}

/// One side's round of a race as the store keeps it: the tape so far, and when it was written (milliseconds since
/// the race was made).
public struct RaceTape: Hashable, Sendable {
  public var bytes: [UInt8]
  public var milliseconds: Int64

  public init(bytes: [UInt8], milliseconds: Int64) {
    self.bytes = bytes
    self.milliseconds = milliseconds
  }
}

extension VersusRace {
  /// A row as a race, nil for one no arcade writes (no uid, a name or tape past any an arcade writes, a game id
  /// that is not one's shape). Whether its opening and tapes are the game's is `RaceReferee`'s to say.
  public init?(
    readingUID uid: String?, game: String?, opening: [UInt8]?, poster: String?, taker: String?, createdMilliseconds: Int64?,
    takenMilliseconds: Int64?
  ) {
    guard let uid, (1...VersusMatch.longestUID).contains(uid.utf8.count), let poster,
      [poster, taker].allSatisfy({ ($0?.utf8.count ?? 0) <= VersusMatch.longestName }),
      let game, (1...32).contains(game.utf8.count), game.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber) }), let opening, (1...Self.longestOpening).contains(opening.count),
      let createdMilliseconds, Self.times.contains(createdMilliseconds), Self.times.contains(takenMilliseconds ?? 0)
    else { return nil }
    self.init(
      uid: uid, game: GameID(game), opening: opening, poster: poster, taker: taker,
      createdAt: Date(timeIntervalSince1970: Double(createdMilliseconds) / 1000), takenMilliseconds: takenMilliseconds.map { max(0, $0) })
  }
}
