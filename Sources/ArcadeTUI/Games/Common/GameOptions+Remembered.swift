import Foundation

extension GameOptions {
  /// The options as remembered: JSON of their values by property name (the wrappers encode their values).
  public var rememberedJSON: String? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Options read back from `rememberedJSON`, through the command-line parser: each value becomes the flag of
  /// its property's name (`listFile` → `--list-file`), so a remembered value passes the same checks as a typed
  /// one (argument-parser's wrappers decode only from a command line). Nil for text that is not such an object,
  /// or that the parser refuses: a value out of range, a name this version does not have.
  ///
  /// `RememberedOptions` are parsed with their `remembered` flag set (then cleared), so they can allow what the
  /// options screen keeps but a command line may not give.
  public init?(rememberedJSON text: String) {
    guard case .object(var fields)? = try? JSONDecoder().decode(RememberedValue.self, from: Data(text.utf8)) else { return nil }
    if Self.self is any RememberedOptions.Type { fields["remembered"] = .flag(true) }
    guard var parsed = try? Self.parse(RememberedValue.arguments(for: fields)) else { return nil }
    if var marked = parsed as? any RememberedOptions, let cleared = marked.clearingRemembered() as? Self {
      parsed = cleared
    }
    self = parsed
  }
}

/// Options that allow more when read back from memory than when typed: a hidden `--remembered` flag says which.
public protocol RememberedOptions: GameOptions {
  var remembered: Bool { get set }
}

extension RememberedOptions {
  /// The same options as a command line would hold them.
  mutating func clearingRemembered() -> Self {
    remembered = false
    return self
  }
}

/// One value of remembered options' JSON, as much as it takes to turn it back into flags.
private enum RememberedValue: Decodable {
  case null, flag(Bool), text(String), list([RememberedValue]), object([String: RememberedValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let flag = try? container.decode(Bool.self) {
      self = .flag(flag)
    } else if let whole = try? container.decode(Int64.self) {
      self = .text(String(whole))
    } else if let whole = try? container.decode(UInt64.self) {
      self = .text(String(whole))
    } else if let number = try? container.decode(Double.self) {
      self = .text(String(number))
    } else if let text = try? container.decode(String.self) {
      self = .text(text)
    } else if let list = try? container.decode([RememberedValue].self) {
      self = .list(list)
    } else {
      self = .object(try container.decode([String: RememberedValue].self))
    }
  }

  /// `--name value` for each field; an option group's fields are flags of their own.
  static func arguments(for fields: [String: RememberedValue]) -> [String] {
    fields.sorted { $0.key < $1.key }.flatMap { name, value -> [String] in
      let flag = "--" + name.replacing(/[A-Z]/) { "-" + $0.output.lowercased() }
      switch value {
      case .null, .flag(false): return []
      case .flag(true): return [flag]
      case .text(let text): return [flag, text]
      case .list(let list): return list.flatMap { element -> [String] in
        if case .text(let text) = element { [flag, text] } else { [] }
      }
      case .object(let group): return arguments(for: group)
      }
    }
  }
}
