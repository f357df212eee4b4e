extension Canvas {
  /// `other`'s cells from `origin` on, clipped at the edges; its cursor comes along.
  mutating func paste(_ other: Canvas, at origin: Point) {
    for y in 0..<other.height {
      for x in 0..<other.width {
        self[origin.x + x, origin.y + y] = other[x, y]
      }
    }
    if let cursor = other.cursor { self.cursor = Point(x: cursor.x + origin.x, y: cursor.y + origin.y) }
  }
}
