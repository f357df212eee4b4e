/// Follows the other side of a race as its tape arrives, checking it as it grows: on the race's deal, every move the
/// game's, each tape the last one read with moves added, and each new move timed after the read that did not have
/// it (less `grace` for the trip) and not after now. Its clock starts when its first tape is read (at the latest when
/// that tape's last move was made).
public struct RaceReferee: Sendable {
  public let definition: GameDefinition
  public let opening: [UInt8]
  /// The tape as last read, when it kept to the race.
  public private(set) var track: RaceTrack?
  public private(set) var foul: RaceFoul?
  private var bytes: [UInt8] = []
  /// When the side's first tape was read, and the last, in milliseconds since the race was made.
  private var startedAt: Int64?
  private var lastRead: Int64 = 0
  let grace: Int64

  /// `content` re-deals an opening dealt from content; nil checks it on its own deal.
  public init(definition: GameDefinition, opening: [UInt8], content: ContentLibrary? = nil, grace: Int64 = 2_000) {
    self.definition = definition
    self.opening = opening
    self.grace = grace
    if definition.dealCheck(of: opening, content: content) == .notSeedsDeal || definition.raceTrack(of: opening) == nil {
      foul = .notTheDeal
    }
  }

  /// Reads the side's tape as it stands at `now` (milliseconds since the race was made); nil: none written yet.
  public mutating func read(_ tape: RaceTape?, now: Int64) {
    defer { lastRead = now }
    guard foul == nil, let tape, tape.bytes != bytes else { return }
    guard let track = definition.raceTrack(of: tape.bytes) else { return foul = .illegalMove }
    guard track.opening == opening else { return foul = .anotherDeal }
    if let previous = self.track, !(track.times.starts(with: previous.times) && tape.bytes.count >= bytes.count) {
      return foul = .rewritten
    }
    // A first tape that already has moves started at the latest when its last move was made.
    let start = startedAt ?? max(0, now - (track.times.last ?? 0))
    startedAt = start
    let new = track.times.dropFirst(self.track?.times.count ?? 0)
    if new.contains(where: { start + $0 < lastRead - grace || start + $0 > now + grace }) { return foul = .forgedClock }
    self.track = track
    bytes = tape.bytes
  }

  /// How far the side has gone.
  public var progress: RaceProgress? { track.map { $0.progress(afterMoves: $0.times.count) } }
}
