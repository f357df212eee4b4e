/// A small, fast, seedable random generator (SplitMix64): same seed, same sequence, on every machine.
///
/// Its helpers draw bounded numbers with our own arithmetic rather than the
/// standard library's `random(in:using:)`, whose algorithm is not promised to
/// stay the same across Swift versions; a shared seed must deal the same game.
public struct SeededGenerator: RandomNumberGenerator, Sendable, Hashable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform integer in `0..<bound` (Lemire's unbiased multiply-and-reject).
  public mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "bound must be positive")
    let range = UInt64(bound)
    var product = next().multipliedFullWidth(by: range)
    if product.low < range {
      let threshold = (0 &- range) % range
      while product.low < threshold {
        product = next().multipliedFullWidth(by: range)
      }
    }
    return Int(product.high)
  }

  /// A uniform integer in the closed range.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.upperBound - range.lowerBound + 1)
  }

  /// True with the given probability (0...1).
  public mutating func chance(_ probability: Double) -> Bool {
    Double(next() >> 11) * 0x1.0p-53 < probability
  }

  /// One element of a non-empty collection.
  public mutating func element<C: RandomAccessCollection>(of collection: C) -> C.Element where C.Index == Int {
    collection[collection.startIndex + below(collection.count)]
  }

  /// The elements in a uniformly shuffled order (Fisher–Yates).
  public mutating func shuffled<C: Collection>(_ collection: C) -> [C.Element] {
    var items = Array(collection)
    if items.count < 2 { return items }
    for i in stride(from: items.count - 1, to: 0, by: -1) {
      items.swapAt(i, below(i + 1))
    }
    return items
  }

  /// A new generator whose sequence is independent of this one's, for a sub-task.
  public mutating func split() -> SeededGenerator {
    SeededGenerator(seed: next())
  }
}
