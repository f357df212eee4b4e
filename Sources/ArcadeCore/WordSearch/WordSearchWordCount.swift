/// How many words a grid of a size asks for: 8 at 10×10, 30 at 20×20, 60 at 30×30, 100 at 50×50.
///
/// Straight lines between those sizes, fewer below 10 (6 at 8×8); a theme with
/// fewer words gives what it has.
public enum WordSearchWordCount {
  public static func wanted(forSize size: Int) -> Int {
    switch size {
    case ..<10: max(3, size - 2)
    case 10..<20: 8 + (size - 10) * 22 / 10
    case 20..<30: 30 + (size - 20) * 3
    default: 60 + (size - 30) * 2
    }
  }
}
