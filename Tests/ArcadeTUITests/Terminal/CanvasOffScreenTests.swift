import ArcadeTestSupport
import Testing
@testable import ArcadeTUI

/// Filling or restyling a rect partly or wholly off the canvas touches only the cells on it (a layout
/// made for a bigger screen meets a smaller canvas after a resize).
@Suite struct CanvasOffScreenTests {
  static let rects = [
    Rect(x: 50, y: 2, width: 4, height: 2), Rect(x: 2, y: 40, width: 4, height: 2),
    Rect(x: -9, y: -9, width: 3, height: 3), Rect(x: 18, y: 8, width: 5, height: 5), Rect(x: 3, y: 3, width: -2, height: 4),
  ]

  @Test(arguments: rects)
  func fillAndRestyleStayOnTheCanvas(rect: Rect) {
    var canvas = Canvas(size: Size(width: 20, height: 10))
    canvas.fill(rect, with: Cell("#", style: .plain))
    canvas.restyle(rect) { $0 = .bold }
    let marked = (0..<10).flatMap { y in (0..<20).filter { x in canvas[x, y].glyph == "#" }.map { (x: $0, y: y) } }
    let expected = (0..<10).flatMap { y in
      (0..<20).filter { x in x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height }.map { (x: $0, y: y) }
    }
    #expect(marked.map { "\($0.x),\($0.y)" } == expected.map { "\($0.x),\($0.y)" })
  }
}
