import ArcadeCore

/// Splits text into lines of at most `width` terminal columns at spaces (long words are cut), measuring each
/// character as the terminal does: an emoji or a CJK character takes two columns.
public func wrapText(_ text: String, width: Int) -> [String] {
  guard width > 0 else { return [] }
  var lines: [String] = []
  var current = ""
  var currentWidth = 0
  for word in text.split(separator: " ", omittingEmptySubsequences: true) {
    var word = String(word)
    var wordWidth = displayWidth(word)
    while wordWidth > width {
      if !current.isEmpty {
        lines.append(current)
        (current, currentWidth) = ("", 0)
      }
      // At least one character a line, so a character wider than the line cannot loop forever.
      var head = word.prefix(fittingWidth: width)
      if head.isEmpty { head = String(word.prefix(1)) }
      lines.append(head)
      word = String(word.dropFirst(head.count))
      wordWidth = displayWidth(word)
    }
    if current.isEmpty {
      (current, currentWidth) = (word, wordWidth)
    } else if currentWidth + 1 + wordWidth <= width {
      current += " " + word
      currentWidth += 1 + wordWidth
    } else {
      lines.append(current)
      (current, currentWidth) = (word, wordWidth)
    }
  }
  if !current.isEmpty { lines.append(current) }
  return lines
}
