/// A clickable label in brackets, "[ Play again ]": drawn where its rectangle says, hit-tested by the same rectangle.
struct Button: Sendable, Hashable {
  let label: String
  let rect: Rect

  init(label: String, at origin: Point) {
    self.label = label
    rect = Rect(x: origin.x, y: origin.y, width: label.count + 4, height: 1)
  }

  /// Columns a row of buttons takes with `gap` columns between them.
  static func rowWidth(_ labels: [String], gap: Int) -> Int {
    labels.reduce(0) { $0 + $1.count + 4 } + gap * max(0, labels.count - 1)
  }

  /// Lays buttons out on one row, centred in the columns `left..<left + width`, `gap` columns apart.
  static func row(_ labels: [String], y: Int, left: Int = 0, width: Int, gap: Int) -> [Button] {
    var x = left + max(0, (width - rowWidth(labels, gap: gap)) / 2)
    return labels.map { label in
      let button = Button(label: label, at: Point(x: x, y: y))
      x += button.rect.width + gap
      return button
    }
  }

  func draw(into canvas: inout Canvas, theme: Theme, focused: Bool = false) {
    let origin = Point(x: rect.x, y: rect.y)
    if focused {
      canvas.put("[ \(label) ]", at: origin, style: theme.selected)
    } else {
      canvas.put("[", at: origin, style: theme.frame)
      canvas.put(" \(label) ", at: Point(x: rect.x + 1, y: rect.y), style: .bold)
      canvas.put("]", at: Point(x: rect.x + rect.width - 1, y: rect.y), style: theme.frame)
    }
  }
}
