import ArcadeCore

/// One command-line option of a game, for `arcade play <game>` or `arcade generate <game>`.
public struct GameOption: Sendable, Hashable {
  /// What the option takes after its name.
  public enum Kind: Sendable, Hashable {
    /// `--name VALUE`; `allowed` lists the accepted values (any case), nil takes any text.
    case value(valueName: String, allowed: [String]?)
    /// `--name` alone.
    case toggle
  }

  /// Without the dashes: "preset".
  public var name: String
  public var kind: Kind
  public var help: String

  public init(_ name: String, _ kind: Kind, help: String) {
    self.name = name
    self.kind = kind
    self.help = help
  }

  /// `--name` with its value name, as usage shows it: "--preset P".
  public var usage: String {
    switch kind {
    case .value(let valueName, _): "--\(name) \(valueName)"
    case .toggle: "--\(name)"
    }
  }

  /// One line of `--help`: the usage, then what it does and the allowed values.
  public var helpLine: String {
    var line = usage.padded(toWidth: max(displayWidth(usage) + 2, 24)) + help
    if case .value(_, let allowed?) = kind { line += " (\(allowed.joined(separator: ", ")))" }
    return line
  }
}

/// The options a person gave one game on the command line, checked against the game's `GameOption`s.
public struct GameFlags: Sendable, Hashable {
  /// Values by option name; a toggle given is "true".
  public private(set) var values: [String: String]

  public init(_ values: [String: String] = [:]) { self.values = values }

  /// Parses `--name value`, `--name=value` and `--toggle`; anything else is one line naming the problem.
  public init(parsing arguments: [String], options: [GameOption], game: String) throws(GameFlagError) {
    values = [:]
    var index = 0
    let known = options.map { "--\($0.name)" }.joined(separator: ", ")
    while index < arguments.count {
      let argument = arguments[index]
      guard argument.hasPrefix("--"), argument.count > 2 else {
        throw GameFlagError("unexpected '\(argument)' for \(game); its options: \(known.isEmpty ? "none" : known)")
      }
      var name = String(argument.dropFirst(2))
      var inline: String?
      if let equals = name.firstIndex(of: "=") {
        inline = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard let option = options.first(where: { $0.name == name }) else {
        throw GameFlagError("\(game) has no option --\(name); its options: \(known.isEmpty ? "none" : known)")
      }
      switch option.kind {
      case .toggle:
        if inline != nil { throw GameFlagError("--\(name) takes no value") }
        values[name] = "true"
      case .value(let valueName, let allowed):
        let value: String
        if let inline {
          value = inline
        } else if index + 1 < arguments.count {
          index += 1
          value = arguments[index]
        } else {
          throw GameFlagError("--\(name) needs a value (\(valueName))")
        }
        if let allowed {
          guard let match = allowed.first(where: { $0.lowercased() == value.lowercased() }) else {
            throw GameFlagError("--\(name) must be one of \(allowed.joined(separator: ", ")), not '\(value)'")
          }
          values[name] = match
        } else {
          values[name] = value
        }
      }
      if values.count > options.count { break }
      index += 1
    }
  }

  public var isEmpty: Bool { values.isEmpty }
  public func value(_ name: String) -> String? { values[name] }
  public func isOn(_ name: String) -> Bool { values[name] == "true" }

  /// A whole number option within `range`, or nil when not given.
  public func integer(_ name: String, in range: ClosedRange<Int>) throws(GameFlagError) -> Int? {
    guard let text = values[name] else { return nil }
    guard let number = Int(text), range.contains(number) else {
      throw GameFlagError("--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
    }
    return number
  }

  /// `--seed N` of a generator, else `fallback` (a new seed): one rule and one message for every game.
  public func seed(or fallback: UInt64) throws(GameFlagError) -> UInt64 {
    guard let text = values["seed"] else { return fallback }
    guard let seed = UInt64(text) else { throw GameFlagError("--seed must be a whole number from 0 to \(UInt64.max), not '\(text)'") }
    return seed
  }
}

/// A command-line option a game cannot take: one line that names the option and what it allows.
public struct GameFlagError: Error, CustomStringConvertible, Equatable {
  public var description: String
  /// 2 for a command that is wrong (usage); 1 for a file it names that cannot be used.
  public var exitCode: Int32
  public init(_ description: String, exitCode: Int32 = 2) {
    self.description = description
    self.exitCode = exitCode
  }
}
