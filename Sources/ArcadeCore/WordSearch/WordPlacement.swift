/// Where one listed word is hidden: its text as shown, its letters as placed, its first cell and its direction.
public struct WordPlacement: Sendable, Hashable, Codable {
  /// As the theme or the player wrote it ("ice cream").
  public var word: String
  /// The letters A–Z in the grid ("ICECREAM").
  public var letters: String
  public var start: Position
  public var direction: WordDirection

  public var length: Int { letters.utf8.count }

  /// The last letter's cell.
  public var end: Position { start.moved(direction, steps: length - 1) }

  /// The cells from the first letter to the last.
  public var cells: [Position] { (0..<length).map { start.moved(direction, steps: $0) } }

  /// Whether a selection between two cells, in either order, is exactly this word.
  public func matches(_ first: Position, _ last: Position) -> Bool {
    (first == start && last == end) || (first == end && last == start)
  }

  public func contains(_ cell: Position) -> Bool {
    let rows = cell.row - start.row
    let columns = cell.column - start.column
    let steps = direction.rowStep != 0 ? rows * direction.rowStep : columns * direction.columnStep
    guard steps >= 0, steps < length else { return false }
    return rows == direction.rowStep * steps && columns == direction.columnStep * steps
  }
}

/// A word that was asked for but is not in the grid, and why.
public struct DroppedWord: Sendable, Hashable, Codable {
  public enum Reason: Sendable, Hashable, Codable {
    /// More letters than the grid is wide.
    case tooLong(letters: Int)
    /// Fewer than `WordSearchGenerator.minimumLetters` letters A–Z.
    case tooShort
    /// The same letters as a word already in the list.
    case repeats(String)
    /// Its letters read inside another listed word (either way), so it could never appear only once.
    case inside(String)
    /// No free line in an allowed direction was left for it.
    case noRoom
    /// The other words spelt it a second time and it could not be moved.
    case spelledTwice
  }

  public var word: String
  public var reason: Reason

  public init(word: String, reason: Reason) {
    self.word = word
    self.reason = reason
  }

  /// One line for the screen and the paper text: "ObjectiveC: 10 letters, longer than the 8×8 grid".
  public func note(size: Int) -> String {
    switch reason {
    case .tooLong(let letters): "\(word): \(letters) letters, longer than the \(size)×\(size) grid"
    case .tooShort: "\(word): fewer than \(WordSearchGenerator.minimumLetters) letters A–Z"
    case .repeats(let other): "\(word): the same letters as \(other)"
    case .inside(let other): "\(word): reads inside \(other)"
    case .noRoom: "\(word): no room left in the grid"
    case .spelledTwice: "\(word): the other words spell it twice"
    }
  }
}
