/// How many pairs of one kind were answered rightly, and the points they earned.
public struct WordMatchTally: Sendable, Hashable {
  public private(set) var count = 0
  public private(set) var points = 0

  public init() {}

  mutating func add(_ earned: Int) {
    count += 1
    points += earned
  }
}
