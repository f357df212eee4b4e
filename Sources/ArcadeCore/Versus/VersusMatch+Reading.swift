import Foundation

/// Matches and moves as a store reads them: each value bounded, since another arcade (on a shared board, a stranger)
/// wrote the row; whether the moves are the game's is `VersusReferee`'s to say.
extension VersusMatch {
  /// The longest uid, name or variant a row may hold; past it the row is no arcade's.
  public static let longestUID = 64
  public static let longestName = 256
  /// More moves than any game has (Ultimate's 81 cells): moves numbered past it are not read, and its referee finds a
  /// match that ends without them short of its end.
  public static let movesRead = 100
  /// How many of a shared board's newest matches an arcade keeps (its lobby lists and rates from them).
  public static let newestRead = 500

  /// A row as a match, nil for one no arcade writes (an unknown variant, a name past any a player may have). A clock
  /// no arcade posts is read as none; a time taken before the match was made, as at once.
  public init?(
    readingUID uid: String?, variant: String?, x: String?, o: String?, invited: String?, createdMilliseconds: Int64?,
    resigned: String?, clock: Int?, takenMilliseconds: Int64?
  ) {
    guard let uid, (1...Self.longestUID).contains(uid.utf8.count), x != nil || o != nil,
      [x, o, invited].allSatisfy({ ($0?.utf8.count ?? 0) <= Self.longestName }),
      let variant = variant.flatMap(TicTacToeVariant.init(rawValue:)), let createdMilliseconds
    else { return nil }
    self.init(
      uid: uid, variant: variant, x: x, o: o, invited: invited,
      createdAt: Date(timeIntervalSince1970: Double(createdMilliseconds) / 1000),
      resigned: resigned.flatMap(TicTacToeMark.init(rawValue:)),
      clockSeconds: clock.flatMap { Self.clockLimits.contains($0) ? $0 : nil },
      takenMilliseconds: takenMilliseconds.map { max(0, $0) })
  }
}

extension VersusMove {
  /// A move row, nil for one no arcade writes (an unknown mark, a missing value, a number past `movesRead`).
  public init?(readingPly ply: Int?, mark: String?, cell: Int?, milliseconds: Int64?) {
    guard let ply, (0..<VersusMatch.movesRead).contains(ply), let cell, let milliseconds,
      let mark = mark.flatMap(TicTacToeMark.init(rawValue:))
    else { return nil }
    self.init(ply: ply, mark: mark, cell: cell, milliseconds: milliseconds)
  }
}
