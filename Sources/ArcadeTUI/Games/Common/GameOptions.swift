import ArgumentParser
import Foundation

/// A game's options as a plain value: what its options screen edits, what is remembered per player and kept with an
/// unfinished round (as JSON of its own stable keys, read back as JSON), and what a command line's flags make
/// (`GameFlags`).
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

/// A game's command line: argument-parser's flags, help and one-line errors, over the game's plain options.
public protocol GameFlags: ParsableArguments {
  associatedtype Options: GameOptions
  /// The options the flags give.
  var options: Options { get }
}

extension GameFlags {
  /// Refuses what the options do not allow, in the options' own words.
  public mutating func validate() throws {
    if let problem = options.problem(remembered: false) { throw ValidationError(problem) }
  }
}

extension KeyedDecodingContainer {
  /// The value under `key`, or `fallback` when the key is missing or null: remembered options from an older version
  /// hold only the keys it had.
  func value<Value: Decodable>(_ key: Key, or fallback: Value) throws -> Value {
    try decodeIfPresent(Value.self, forKey: key) ?? fallback
  }
}

extension ParsableArguments {
  /// These options from a command line, or argument-parser's one line naming what is wrong.
  public static func parsing(_ arguments: [String]) throws(GameFlagError) -> Self {
    do {
      return try parse(arguments)
    } catch {
      throw GameFlagError(message(for: error), exitCode: exitCode(for: error).rawValue == 0 ? 0 : 2)
    }
  }

  /// The OPTIONS section of argument-parser's help for these options, one option a line or two, without
  /// the usage line and `--help`: what `arcade play --help` and `arcade generate --help` list for a game.
  public static var optionLines: [String] {
    let lines = helpMessage(columns: 80).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: "OPTIONS:") else { return [] }
    return lines[(start + 1)...].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.contains("--help") }
  }
}
