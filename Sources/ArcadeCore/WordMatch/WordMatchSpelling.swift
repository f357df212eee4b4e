/// How far apart two spellings are, to find wrong translations that look like right ones.
public enum WordMatchSpelling {
  /// The edit distance: the fewest letters inserted, deleted or changed to turn `a` into `b`.
  public static func distance(_ a: String, _ b: String) -> Int {
    distance(Array(a), Array(b))
  }

  /// The edit distance between two spellings already split into characters (the dealer keeps its targets split).
  public static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
