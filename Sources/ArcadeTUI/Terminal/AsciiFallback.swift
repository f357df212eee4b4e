import Foundation

/// Plain-ASCII stand-ins, one cell for one cell, for text drawn when the glyph set is ASCII.
///
/// Scenes draw with their glyph set, but help texts, arrows in key lists, × in
/// sizes or accents in word lists would still reach a terminal that cannot show
/// them; the loop passes the finished frame through this instead of every scene
/// spelling each string twice.
public enum AsciiFallback {
  static let table: [Character: Character] = [
    "←": "<", "→": ">", "↑": "^", "↓": "v", "◀": "<", "▶": ">", "▲": "^", "▼": "v",
    "×": "x", "÷": "/", "–": "-", "—": "-", "·": ".", "…": ".", "•": "*", "●": "o", "○": "o",
    "“": "\"", "”": "\"", "‘": "'", "’": "'", "«": "\"", "»": "\"", "¿": "?", "¡": "!",
    "─": "-", "━": "-", "│": "|", "┃": "|", "┌": "+", "┐": "+", "└": "+", "┘": "+",
    "├": "+", "┤": "+", "┬": "+", "┴": "+", "┼": "+", "═": "=", "║": "|",
    "✔": "v", "✓": "v", "✘": "x", "✗": "x", "⚑": "F", "✹": "*", "◆": "R", "◎": "X", "■": "#",
    "█": "#", "░": ":", "▁": "_", "▂": ".", "▃": "-", "▄": "=", "▅": "+", "▆": "*", "▇": "#",
    "ß": "s", "æ": "a", "œ": "o", "ø": "o", "Æ": "A", "Œ": "O", "Ø": "O", "ł": "l", "Ł": "L",
  ]

  /// The ASCII stand-in for a character: itself if ASCII, a look-alike, the base letter of an accented one, else "?".
  public static func character(_ c: Character) -> Character {
    if c.isASCII { return c }
    if let mapped = table[c] { return mapped }
    // An accented letter is a base letter plus combining marks: keep the letter.
    if let base = String(c).decomposedStringWithCanonicalMapping.unicodeScalars.first, base.isASCII {
      return Character(base)
    }
    return "?"
  }

  /// The canvas with every cell's glyph made ASCII.
  public static func apply(to canvas: inout Canvas) {
    for y in 0..<canvas.height {
      for x in 0..<canvas.width where !canvas[x, y].glyph.isASCII || canvas[x, y].isContinuation {
        // A wide glyph becomes one stand-in; its right half becomes a space.
        canvas[x, y].glyph = canvas[x, y].isContinuation ? " " : character(canvas[x, y].glyph)
      }
    }
  }
}
