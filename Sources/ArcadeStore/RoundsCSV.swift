import ArcadeCore
import Foundation

/// Every stored round as CSV (RFC 4180: header row, CRLF lines, quoted fields where needed) for `--export`.
///
/// Text is written as stored except where it could harm whoever opens the file:
/// control characters (an escape sequence would run on `cat`) are removed, and a
/// text cell starting with `=`, `+`, `-`, `@`, tab or CR gets a leading `'` so a
/// spreadsheet shows it instead of running it as a formula (OWASP's rule for CSV
/// injection). Numbers the arcade writes itself are left as numbers. Times are
/// ISO 8601 UTC with milliseconds.
public enum RoundsCSV {
  public static let columns = [
    "id", "game", "player", "startedAt", "endedAt", "outcome", "score", "moves", "durationMs", "variant",
    "gridSize", "seed", "assisted", "details",
  ]

  public static var header: String { line(columns) }

  /// The header with a last `tape` column (`--with-moves`): the deal and moves, base64.
  static func header(withMoves: Bool) -> String { line(columns + (withMoves ? ["tape"] : [])) }

  /// The CSV line (with its CRLF) for one round; `withMoves` adds its tape, base64 (empty for a round without).
  public static func line(for round: PlayedRound, withMoves: Bool = false) -> String {
    line(fields(round) + (withMoves ? [round.tape?.base64EncodedString() ?? ""] : []))
  }

  private static func fields(_ round: PlayedRound) -> [String] {
    func text<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "" }
    return [
      text(round.id?.localRow), cell(round.game.rawValue), cell(round.player), timestamp(round.startedAt),
      round.endedAt.map(timestamp) ?? "", cell(round.outcome.rawValue), text(round.score), text(round.moves),
      text(round.durationMilliseconds), cell(round.legacyVariant ?? ""), text(round.gridSize), text(round.seed),
      round.assistance.isEmpty ? "false" : "true", cell(round.details),
    ]
  }

  /// Header plus one line per round.
  public static func text(for rounds: [PlayedRound]) -> String {
    rounds.reduce(header) { $0 + line(for: $1) }
  }

  /// A text cell made safe to open: control characters removed, a formula's first character defused.
  static func cell(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: continue
      default: scalars.append(scalar)
      }
    }
    let kept = String(scalars)
    // Tab and CR are in OWASP's list too; they are removed above, so what follows them is checked instead.
    if let first = kept.unicodeScalars.first, "=+-@".unicodeScalars.contains(first) { return "'" + kept }
    if let first = text.unicodeScalars.first, first == "\t" || first == "\r" { return "'" + kept }
    return kept
  }

  /// Writes every round of `store` to `path`, streaming; returns the number of rounds.
  ///
  /// The rounds go to a temporary file beside `path`, renamed over it only when every
  /// round is written: a failed export leaves no partial file and an earlier export intact.
  @discardableResult
  public static func export(from store: ScoreStore, to path: String, withMoves: Bool = false) throws(StoreError) -> Int {
    if case .special = FileKind.of(path) { throw .exportNotWritable(path: path) }
    let folder = (path as NSString).deletingLastPathComponent
    let temporary = (folder.isEmpty ? "" : folder + "/") + ".\((path as NSString).lastPathComponent).partial-\(UUID().uuidString)"
    guard FileManager.default.createFile(atPath: temporary, contents: nil),
      let handle = FileHandle(forWritingAtPath: temporary)
    else { throw .exportNotWritable(path: path) }
    var finished = false
    defer {
      try? handle.close()
      if !finished { unlink(temporary) }
    }
    var buffer = Data(header(withMoves: withMoves).utf8)
    var count = 0
    do {
      try store.forEachRound { round in
        buffer.append(contentsOf: line(for: round, withMoves: withMoves).utf8)
        count += 1
        if buffer.count >= 1 << 16 {
          try handle.write(contentsOf: buffer)
          buffer.removeAll(keepingCapacity: true)
        }
      }
      try handle.write(contentsOf: buffer)
      try handle.synchronize()
    } catch let error as StoreError {
      throw error
    } catch {
      throw .exportNotWritable(path: path)
    }
    guard rename(temporary, path) == 0 else { throw .exportNotWritable(path: path) }
    finished = true
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
    let milliseconds = RoundRow.milliseconds(date)
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
