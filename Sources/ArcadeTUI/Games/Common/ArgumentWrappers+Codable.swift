import ArgumentParser

// A game's options are remembered as JSON and compared (did the player change them?), so the
// argument-parser wrappers a game's options are made of encode and compare as the values they hold.
// argument-parser gives only decoding. Reading a wrapper that was never parsed traps, so options are
// always made by parsing (`GameOptions.standard` parses no arguments), never by `init()`.

extension Option: @retroactive Encodable where Value: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue)
  }
}

extension Flag: @retroactive Encodable where Value: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue)
  }
}

extension Option: @retroactive Equatable where Value: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Flag: @retroactive Equatable where Value: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Option: @retroactive Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension Flag: @retroactive Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension OptionGroup: @retroactive Encodable where Value: Encodable {
  public func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
}

extension OptionGroup: @retroactive Equatable where Value: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension OptionGroup: @retroactive Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
