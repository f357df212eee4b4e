/// Reads what `TapeWriter` wrote, refusing anything it could not have written: a tape may come from a file a
/// friend sent or from a stranger's row on a shared board.
public struct TapeReader: Sendable {
  private let bytes: [UInt8]
  private var index = 0

  public init(_ bytes: [UInt8]) { self.bytes = bytes }

  public var isAtEnd: Bool { index == bytes.count }

  public mutating func byte() throws(TapeError) -> UInt8 {
    guard index < bytes.count else { throw .truncated }
    defer { index += 1 }
    return bytes[index]
  }

  public mutating func varint() throws(TapeError) -> UInt64 {
    var value: UInt64 = 0
    for shift in stride(from: 0, to: 64, by: 7) {
      let next = try byte()
      value |= UInt64(next & 0x7F) << UInt64(shift)
      if next & 0x80 == 0 { return value }
    }
    throw .malformed("a number longer than 64 bits")
  }

  /// A count, size or index within `range`.
  public mutating func count(in range: ClosedRange<Int>, _ what: String) throws(TapeError) -> Int {
    let value = try varint()
    guard value <= UInt64(Int.max), range.contains(Int(value)) else {
      throw .malformed("\(what) \(value) is not from \(range.lowerBound) to \(range.upperBound)")
    }
    return Int(value)
  }

  /// A position inside a board of `rows` × `columns`.
  public mutating func position(rows: Int, columns: Int) throws(TapeError) -> Position {
    let row = try count(in: 0...max(0, rows - 1), "a row")
    let column = try count(in: 0...max(0, columns - 1), "a column")
    return Position(row: row, column: column)
  }

  /// UTF-8 text of at most `maximumBytes`.
  public mutating func text(maximumBytes: Int) throws(TapeError) -> String {
    let length = try count(in: 0...maximumBytes, "a text's length")
    guard bytes.count - index >= length else { throw .truncated }
    defer { index += length }
    guard let text = String(validating: bytes[index..<index + length], as: UTF8.self) else { throw .malformed("text that is not UTF-8") }
    return text
  }
}

/// Why a tape cannot be read.
public enum TapeError: Error, Equatable, CustomStringConvertible {
  /// It ends before what it says it holds.
  case truncated
  /// Not base64 text.
  case notATape
  /// A game's tape of a format this version does not know.
  case unknownFormat(game: GameID, format: UInt8)
  /// A value no arcade writes.
  case malformed(String)

  public var description: String {
    switch self {
    case .truncated: "the recording is cut short"
    case .notATape: "this is not a recording of a round"
    case .unknownFormat(let game, let format): "a \(game) recording of format \(format), which this version does not read"
    case .malformed(let what): "the recording holds \(what)"
    }
  }
}
