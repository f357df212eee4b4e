import ArcadeCore
import Foundation

/// `arcade scores --import`: saves rounds given as journal lines (what the arcade prints at exit for rounds it
/// could not save anywhere, or a journal file itself). Each line's uid makes it one row however often it comes.
public enum RoundImport {
  /// What an import did.
  public struct Report: Sendable, Hashable {
    public var saved: Int
    public var alreadyThere: Int
    /// Lines that are not rounds (the message around pasted lines, a line cut short).
    public var otherLines: Int
  }

  /// Saves every round in `bytes` into the score file at `path` (created if there is none) in one transaction.
  public static func run(_ bytes: Data, into path: String, busyTimeout: Double) throws(StoreError) -> Report {
    // Pasted from a terminal: lines may come indented.
    let trimmed = bytes.split(separator: UInt8(ascii: "\n")).map { line in
      Data(line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
    }
    let contents = RoundJournal.parse(Data(trimmed.joined(separator: [UInt8(ascii: "\n")])))
    var report = Report(saved: 0, alreadyThere: 0, otherLines: contents.unreadableLines)
    guard !contents.rounds.isEmpty else { return report }
    let store = try ScoreStore.openCreating(at: path, busyTimeout: busyTimeout)
    let there = try store.ids(ofRoundsWithUIDs: contents.rounds.map(\.uid))
    try store.save(waiting: contents.rounds)
    report.alreadyThere = there.count
    report.saved = contents.rounds.count - there.count
    return report
  }
}
