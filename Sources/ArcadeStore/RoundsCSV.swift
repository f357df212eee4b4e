import ArcadeCore
import Foundation

/// Every stored round as CSV (RFC 4180: header row, CRLF lines, quoted fields where needed) for `--export`.
///
/// Values are written as stored — player names included, unsanitized — so the
/// export is a faithful copy; times are ISO 8601 UTC with milliseconds.
public enum RoundsCSV {
  public static let columns = [
    "id", "game", "player", "startedAt", "endedAt", "outcome", "score", "moves", "durationMs", "variant",
    "gridSize", "seed", "assisted", "details",
  ]

  public static var header: String { line(columns) }

  /// The CSV line (with its CRLF) for one round.
  public static func line(for round: PlayedRound) -> String {
    func text<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "" }
    return line([
      text(round.id), round.game.rawValue, round.player, timestamp(round.startedAt), round.endedAt.map(timestamp) ?? "",
      round.outcome.rawValue, text(round.score), text(round.moves), text(round.durationMilliseconds),
      round.variant ?? "", text(round.gridSize), text(round.seed), round.assisted ? "true" : "false", round.details,
    ])
  }

  /// Header plus one line per round.
  public static func text(for rounds: [PlayedRound]) -> String {
    rounds.reduce(header) { $0 + line(for: $1) }
  }

  /// Writes every round of `store` to `path` (replacing the file), streaming; returns the number of rounds.
  @discardableResult
  public static func export(from store: ScoreStore, to path: String) throws(StoreError) -> Int {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else { throw .exportNotWritable(path: path) }
    defer { try? handle.close() }
    var buffer = Data(header.utf8)
    var count = 0
    do {
      try store.forEachRound { round in
        buffer.append(contentsOf: line(for: round).utf8)
        count += 1
        if buffer.count >= 1 << 16 {
          try handle.write(contentsOf: buffer)
          buffer.removeAll(keepingCapacity: true)
        }
      }
      try handle.write(contentsOf: buffer)
    } catch let error as StoreError {
      throw error
    } catch {
      throw .exportNotWritable(path: path)
    }
    return count
  }

  /// One record: fields with a comma, quote, CR or LF are quoted, quotes doubled.
  static func line(_ fields: [String]) -> String {
    fields.map { field in
      field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
        ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
    }.joined(separator: ",") + "\r\n"
  }

  static func timestamp(_ date: Date) -> String {
    let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
    let seconds = Int64((Double(milliseconds) / 1000).rounded(.down))
    let fraction = milliseconds - seconds * 1000
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: Double(seconds)))
    func pad(_ value: Int?, _ width: Int) -> String {
      let text = String(value ?? 0)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return "\(pad(parts.year, 4))-\(pad(parts.month, 2))-\(pad(parts.day, 2))T\(pad(parts.hour, 2)):"
      + "\(pad(parts.minute, 2)):\(pad(parts.second, 2)).\(pad(Int(fraction), 3))Z"
  }
}
