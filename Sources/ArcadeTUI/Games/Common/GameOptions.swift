import Foundation

/// A game's options as a plain value: what its options screen edits, what is remembered per player and kept with an
/// unfinished round (as JSON of its own stable keys, read back as JSON), and what a command line's flags make.
public protocol GameOptions: Codable, Hashable, Sendable {
  /// What the game opens with when nothing was chosen.
  static var standard: Self { get }
  /// The keys its JSON may hold (older ones included): JSON with any other was written by another version, and is
  /// not read.
  static var rememberedKeys: Set<String> { get }
  /// Why these options cannot be played, in one line naming the option by its flag; nil when they can.
  /// `remembered`: read back from memory, where the options screen may keep what a command line may not give.
  func problem(remembered: Bool) -> String?
}

extension GameOptions {
  /// Options that every value of their type allows.
  public func problem(remembered: Bool) -> String? { nil }

  /// The options as remembered: JSON, its keys sorted (equal options are equal text).
  public var rememberedJSON: String? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Options read back from `rememberedJSON`: nil for text that is not such an object, that holds a key this
  /// version does not know, or a value the game does not allow (a hand-edited or another version's row).
  public init?(rememberedJSON text: String) {
    let data = Data(text.utf8)
    guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      Set(object.keys).isSubset(of: Self.rememberedKeys),
      let decoded = try? JSONDecoder().decode(Self.self, from: data), decoded.problem(remembered: true) == nil
    else { return nil }
    self = decoded
  }
}

extension KeyedDecodingContainer {
  /// The value under `key`, or `fallback` when the key is missing or null: remembered options from an older version
  /// hold only the keys it had.
  public func value<Value: Decodable>(_ key: Key, or fallback: Value) throws -> Value {
    try decodeIfPresent(Value.self, forKey: key) ?? fallback
  }
}
