/// Where a mouse drag selects to: the nearest straight line from its start, so a wandering swipe still counts.
public enum SelectionSnap {
  /// The cell on the row, column or diagonal through `start` closest to `pointer`, kept on a `size`×`size` grid.
  public static func end(from start: Position, toward pointer: Position, size: Int) -> Position {
    let rows = pointer.row - start.row
    let columns = pointer.column - start.column
    guard rows != 0 || columns != 0 else { return start }
    var best = start
    var bestDistance = Int.max
    for direction in WordDirection.allCases {
      // Steps along this direction that land nearest the pointer (projection, rounded), then clipped to the grid.
      let along = rows * direction.rowStep + columns * direction.columnStep
      let norm = direction.rowStep * direction.rowStep + direction.columnStep * direction.columnStep
      var steps = max(0, Int((Double(along) / Double(norm)).rounded()))
      while steps > 0, !inside(start.moved(direction, steps: steps), size: size) { steps -= 1 }
      let cell = start.moved(direction, steps: steps)
      let distance = (cell.row - pointer.row) * (cell.row - pointer.row) + (cell.column - pointer.column) * (cell.column - pointer.column)
      if distance < bestDistance {
        best = cell
        bestDistance = distance
      }
    }
    return best
  }

  private static func inside(_ cell: Position, size: Int) -> Bool {
    cell.row >= 0 && cell.row < size && cell.column >= 0 && cell.column < size
  }
}
