import ArcadeCore

/// Where a race puts its line and the game under it: the game one row lower when it fits without the top row, else
/// the whole screen with the line over its top row (a terminal no taller than the game needs).
struct RaceLayout {
  let canvas: Size
  let inner: Size

  /// The row the game's screen starts on.
  var innerTop: Int { canvas.height - 1 >= inner.height ? 1 : 0 }

  var innerSize: Size { Size(width: canvas.width, height: canvas.height - innerTop) }

  func innerFrame(_ frame: SceneFrame) -> SceneFrame {
    var shrunk = frame
    shrunk.size = innerSize
    return shrunk
  }
}
