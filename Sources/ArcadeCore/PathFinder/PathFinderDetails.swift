import Foundation

/// What a PathFinder round records beyond the shared columns, stored as the round's `details` JSON.
public struct PathFinderDetails: RoundDetails {
  public var rows: Int
  public var columns: Int
  public var shortestPath: Int
  /// 0-based, like every `Position` in the engine.
  public var target: Position

  public init(rows: Int, columns: Int, shortestPath: Int, target: Position) {
    self.rows = rows
    self.columns = columns
    self.shortestPath = shortestPath
    self.target = target
  }

  public var grid: PathFinderGridSize { PathFinderGridSize(rows: rows, columns: columns) }
}
