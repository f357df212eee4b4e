/// A terminal or area size in cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// True when this size can hold `other` in both directions.
  public func contains(_ other: Size) -> Bool { width >= other.width && height >= other.height }

  public var description: String { "\(width)×\(height)" }
}

/// A cell position on the screen: x is the column, y the row, both from 0 at the top-left.
public struct Point: Hashable, Sendable {
  public var x: Int
  public var y: Int

  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

/// A rectangle of cells on the screen.
public struct Rect: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// A rectangle of `size` centred in `outer` (rounded towards the top-left).
  public static func centered(_ size: Size, in outer: Size) -> Rect {
    Rect(x: max(0, (outer.width - size.width) / 2), y: max(0, (outer.height - size.height) / 2),
         width: size.width, height: size.height)
  }

  public func contains(_ point: Point) -> Bool {
    point.x >= x && point.x < x + width && point.y >= y && point.y < y + height
  }

  /// The rectangle shrunk by `amount` cells on every side.
  public func inset(by amount: Int) -> Rect {
    Rect(x: x + amount, y: y + amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
  }
}
