/// One side of the player's grid guess, kept within the sides a grid may have (4…6).
public struct GridGuessValue: Hashable, Sendable, Comparable, CustomStringConvertible {
  public static let allowed = PathFinderGridSize.allowedSides

  /// Always within `allowed`.
  public private(set) var value: Int

  /// A guess of `value`, clamped into 4…6 so a screen can never hold an impossible guess.
  public init(_ value: Int = GridGuessValue.allowed.lowerBound) {
    self.value = min(max(value, Self.allowed.lowerBound), Self.allowed.upperBound)
  }

  /// The guess moved by `delta`, stopping at 4 and 6 rather than wrapping.
  public func stepped(by delta: Int) -> GridGuessValue { GridGuessValue(value + delta) }

  public mutating func increment() { self = stepped(by: 1) }
  public mutating func decrement() { self = stepped(by: -1) }

  public var isLowest: Bool { value == Self.allowed.lowerBound }
  public var isHighest: Bool { value == Self.allowed.upperBound }

  public static func < (lhs: GridGuessValue, rhs: GridGuessValue) -> Bool { lhs.value < rhs.value }

  public var description: String { "\(value)" }
}
