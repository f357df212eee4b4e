/// Numbers the letters of spellings, one number per distinct letter, so spellings compare as integers.
public struct WordMatchLetters: Sendable {
  private var numbers: [Character: Int] = [:]

  public init() {}

  /// The letters of `word`, each as its number (a letter not seen before gets the next one).
  public mutating func numbers(of word: String) -> [Int] {
    word.map { letter in
      if let number = numbers[letter] { return number }
      numbers[letter] = numbers.count
      return numbers.count - 1
    }
  }
}
