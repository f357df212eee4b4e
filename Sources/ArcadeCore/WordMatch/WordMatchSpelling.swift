/// How far apart two spellings are, to find wrong translations that look like right ones.
public enum WordMatchSpelling {
  /// The edit distance: the fewest letters inserted, deleted or changed to turn `a` into `b`.
  public static func distance(_ a: String, _ b: String) -> Int {
    var letters = WordMatchLetters()
    return distance(letters.numbers(of: a), letters.numbers(of: b), stoppingAbove: nil)
  }

  /// True when `a` turns into `b` with at most `limit` letters inserted, deleted or changed.
  ///
  /// Spellings come as numbered letters (see `WordMatchLetters`): comparing integers
  /// instead of characters, and stopping as soon as the limit is passed, is what
  /// lets a word list judge every pair of its words at once.
  public static func isWithin(_ limit: Int, _ a: [Int], _ b: [Int]) -> Bool {
    // The distance is at least the gap in length, and at least the letters one has and the other lacks.
    abs(a.count - b.count) <= limit && lettersMissing(a, b) <= limit
      && distance(a, b, stoppingAbove: limit) <= limit
  }

  /// A lower bound of the distance, found without the table: how many distinct letters one word
  /// has that the other lacks (each takes an edit of its own). Most pairs of a list are far apart,
  /// and this turns them away at the cost of two passes over their letters.
  private static func lettersMissing(_ a: [Int], _ b: [Int]) -> Int {
    // Letters share a bit when their numbers do modulo 64, which can only make the count smaller.
    func mask(_ word: [Int]) -> UInt64 { word.reduce(0) { $0 | 1 << UInt64($1 & 63) } }
    let (inA, inB) = (mask(a), mask(b))
    return max((inA & ~inB).nonzeroBitCount, (inB & ~inA).nonzeroBitCount)
  }

  /// The edit distance, or any number above `limit` once every way through is longer than it.
  ///
  /// Two rows in one stack buffer and plain loops: ranges, `min` and fresh arrays
  /// per row cost more than the comparisons themselves in a debug build, where
  /// the tests judge whole word lists.
  private static func distance(_ a: [Int], _ b: [Int], stoppingAbove limit: Int?) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let width = b.count + 1
    // On the stack: a list judges hundreds of thousands of pairs, and an array per pair was a heap allocation each.
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * width) { rows in
      a.withUnsafeBufferPointer { a in
        b.withUnsafeBufferPointer { b in
          var previous = 0
          var current = width
          for j in 0..<width { rows[j] = j }
          var i = 1
          while i <= a.count {
            rows[current] = i
            var best = i
            var j = 1
            while j < width {
              var cell = rows[previous + j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
              if rows[previous + j] + 1 < cell { cell = rows[previous + j] + 1 }
              if rows[current + j - 1] + 1 < cell { cell = rows[current + j - 1] + 1 }
              rows[current + j] = cell
              if cell < best { best = cell }
              j += 1
            }
            // No cell of a later row is below the smallest of this one.
            if let limit, best > limit { return best }
            (previous, current) = (current, previous)
            i += 1
          }
          return rows[previous + b.count]
        }
      }
    }
  }
}
