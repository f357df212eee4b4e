import ArcadeCore

/// Where the question screen's parts go, for drawing and clicks alike: roomy at 100×30, packed at 40×12.
struct PriceGuessQuizLayout {
  let size: Size
  let compact: Bool
  let headerRow: Int
  let nameRow: Int
  let makerRow: Int
  let ratingRow: Int
  let descriptionRow: Int
  let descriptionLines: Int
  let priceRows: [Int]
  let noticeRow: Int
  /// The four price buttons, in option order: 1 2 on the first row, 3 4 on the second.
  let priceRects: [Rect]

  static let buttonWidth = 16

  init(size: Size) {
    self.size = size
    compact = size.height < 20 || size.width < 60
    headerRow = compact ? 0 : 1
    nameRow = compact ? 1 : 4
    makerRow = nameRow + 1
    ratingRow = makerRow + 1
    descriptionRow = ratingRow + (compact ? 1 : 2)
    descriptionLines = compact ? 2 : 3
    let firstPrice = descriptionRow + descriptionLines + 1
    let rows = compact ? [firstPrice, firstPrice + 1] : [firstPrice + 1, firstPrice + 3]
    priceRows = rows
    noticeRow = rows[1] + (compact ? 1 : 2)
    let gap = compact ? 2 : 6
    let width = min(Self.buttonWidth, (size.width - gap - 2) / 2)
    let left = (size.width - 2 * width - gap) / 2
    priceRects = (0..<4).map { index in
      Rect(x: left + (index % 2) * (width + gap), y: rows[index / 2], width: width, height: 1)
    }
  }

  /// The option under a click, if any.
  func option(at point: Point) -> Int? {
    priceRects.firstIndex { $0.contains(point) }
  }

  /// The cursor moved by an arrow in the 2×2 grid, stopping at the edges.
  static func move(_ cursor: Int, _ direction: Direction) -> Int {
    let row = cursor / 2
    let column = cursor % 2
    return switch direction {
    case .west: row * 2
    case .east: row * 2 + 1
    case .north: column
    case .south: 2 + column
    }
  }
}

/// The results panel's drop from the top: it falls, overshoots and settles in about 400 ms.
enum PriceGuessDrop {
  static let duration: Int64 = 400

  /// Rows above the resting place at `elapsed` milliseconds: negative while falling in, a small bounce, then 0.
  static func offset(elapsed: Int64, distance: Int) -> Int {
    guard elapsed < duration else { return 0 }
    let t = Double(max(0, elapsed)) / Double(duration)
    if t < 0.7 {
      let fall = t / 0.7
      return -Int((Double(distance) * (1 - fall * fall)).rounded())
    }
    // The bounce: up one row and back down.
    return t < 0.85 ? -1 : 0
  }
}
