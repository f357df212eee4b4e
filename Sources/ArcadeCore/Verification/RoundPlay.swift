/// A round's deal and moves apart from the times of its moves: two rounds with the same play and times derived from
/// one another are one round copied (`isCopy(of:)`), whatever their times say.
public struct RoundPlay: Hashable, Sendable {
  /// The tape with every move's time 0.
  public let untimed: [UInt8]
  /// Each move's time on the round's clock, in order.
  public let times: [Int64]

  /// How far a copy's time may stand from the original's, scaled, and still be the original's: the times a program
  /// nudges or stretches stay within it; a person playing the same moves again does not, over three moves or more.
  static let slackMilliseconds: Int64 = 25

  /// Whether this round is `original` copied: the same deal and moves, and its times the original's nudged by a few
  /// milliseconds or all scaled by one factor (halved, doubled). With fewer than three moves only the same times
  /// count: two people may well play one or two moves alike at their own pace.
  public func isCopy(of original: RoundPlay) -> Bool {
    guard untimed == original.untimed, times.count == original.times.count else { return false }
    if times == original.times { return true }
    guard times.count >= 3, let first = original.times.first, let last = original.times.last, let start = times.first,
      let end = times.last, last > first
    else { return false }
    // The factor that maps the original's span onto this one's, applied to every move's time from the first.
    let scale = Double(end - start) / Double(last - first)
    guard (0.2...5).contains(scale) else { return false }
    return zip(times, original.times).allSatisfy { mine, theirs in
      abs(Double(mine - start) - scale * Double(theirs - first)) <= Double(Self.slackMilliseconds)
    }
  }
}
