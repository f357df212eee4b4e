import Foundation

/// Turns a word as written ("ObjectiveC", "ice cream", "Café") into the letters A–Z it is hidden as.
///
/// Accents go (é → E), ß becomes SS, the few Latin letters with no decomposition are
/// spelt out (Æ → AE, Ø → O), and everything else (spaces, hyphens, digits) is left out.
public enum WordLetters {
  /// The ASCII codes of the letters A–Z the word is placed as.
  public static func normalized(_ word: String) -> [UInt8] {
    var letters: [UInt8] = []
    for scalar in word.uppercased().decomposedStringWithCanonicalMapping.unicodeScalars {
      let value = scalar.value
      if value >= 65 && value <= 90 {
        letters.append(UInt8(value))
      } else if let spelt = spelledOut[scalar] {
        letters.append(contentsOf: spelt.utf8)
      }
    }
    return letters
  }

  /// The placed letters as text, "ICECREAM".
  public static func text(_ word: String) -> String {
    String(decoding: normalized(word), as: UTF8.self)
  }

  /// Latin letters that do not decompose into a base letter and an accent.
  private static let spelledOut: [Unicode.Scalar: String] = [
    "Æ": "AE", "Œ": "OE", "Ø": "O", "Đ": "D", "Ð": "D", "Ł": "L", "Þ": "TH", "Ħ": "H", "Ŧ": "T",
    "ẞ": "SS", "Ŋ": "NG",
  ]
}
