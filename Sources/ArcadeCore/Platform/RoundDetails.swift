import Foundation

/// A game's own fields of a finished round, stored as a JSON object in `PlayedRound.details`.
///
/// Every game encodes the same way (sorted keys, so equal details are equal text)
/// and decodes failably (a stored value from another game or version gives nil).
public protocol RoundDetails: Codable, Sendable, Hashable {}

extension RoundDetails {
  /// The JSON object saved in `PlayedRound.details`.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // "{}" keeps the column valid JSON should a value ever fail to encode (a non-finite Double).
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  /// The details of a stored round; nil when its JSON is missing, malformed or another game's, or holds
  /// a value no engine produces (a row from outside: `RoundBounds`).
  public init?(json: String) {
    guard let decoded = try? JSONDecoder().decode(Self.self, from: Data(json.utf8)) else { return nil }
    if let bounded = decoded as? any BoundedDetails, !bounded.isWithinBounds { return nil }
    self = decoded
  }
}
