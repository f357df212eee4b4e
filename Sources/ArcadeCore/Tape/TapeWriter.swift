/// Writes a round's deal and moves as compact bytes: small numbers take one byte (LEB128 varints).
public struct TapeWriter: Sendable {
  public private(set) var bytes: [UInt8] = []

  public init() {}

  public mutating func byte(_ value: UInt8) { bytes.append(value) }

  /// Seven bits a byte, low first; the high bit says another byte follows.
  public mutating func varint(_ value: UInt64) {
    var rest = value
    while rest >= 0x80 {
      bytes.append(UInt8(rest & 0x7F) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  /// A count, size or index; never negative in a tape.
  public mutating func count(_ value: Int) { varint(UInt64(max(0, value))) }

  public mutating func position(_ position: Position) {
    count(position.row)
    count(position.column)
  }

  public mutating func text(_ value: String) {
    let utf8 = Array(value.utf8)
    count(utf8.count)
    bytes += utf8
  }
}
