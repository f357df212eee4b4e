/// The characters scenes draw with: Unicode by default, plain ASCII when the locale or the player wants it.
public struct GlyphSet: Sendable, Hashable {
  public var horizontal: Character
  public var vertical: Character
  public var topLeft: Character
  public var topRight: Character
  public var bottomLeft: Character
  public var bottomRight: Character
  public var teeDown: Character
  public var teeUp: Character
  public var teeRight: Character
  public var teeLeft: Character
  public var cross: Character
  public var dot: Character
  public var dimDot: Character
  public var flag: Character
  public var mine: Character
  public var robot: Character
  public var target: Character
  public var pointer: Character
  public var block: Character
  public var lightBlock: Character
  public var check: Character
  public var wrong: Character
  public var question: Character
  public var hiddenCell: Character
  public var sparkline: [Character]
  public var isUnicode: Bool

  public static let unicode = GlyphSet(
    horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
    teeDown: "┬", teeUp: "┴", teeRight: "├", teeLeft: "┤", cross: "┼",
    dot: "●", dimDot: "·", flag: "⚑", mine: "✹", robot: "◆", target: "◎", pointer: "▶",
    block: "█", lightBlock: "░", check: "✔", wrong: "✘", question: "?", hiddenCell: "■",
    sparkline: ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"], isUnicode: true
  )

  public static let ascii = GlyphSet(
    horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
    teeDown: "+", teeUp: "+", teeRight: "+", teeLeft: "+", cross: "+",
    dot: "o", dimDot: ".", flag: "F", mine: "*", robot: "R", target: "X", pointer: ">",
    block: "#", lightBlock: ":", check: "v", wrong: "x", question: "?", hiddenCell: "#",
    sparkline: ["_", ".", "-", "=", "+", "*", "#", "@"], isUnicode: false
  )
}
