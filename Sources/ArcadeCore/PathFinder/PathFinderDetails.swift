import Foundation

/// What a PathFinder round records beyond the shared columns, stored as the round's `details` JSON.
public struct PathFinderDetails: RoundDetails {
  public var rows: Int
  public var columns: Int
  public var shortestPath: Int
  /// 0-based, like every `Position` in the engine.
  public var target: Position
  /// The walls of a round played with walls, in reading order; nil on an open grid (and in older rounds).
  public var walls: [PathFinderWall]?

  public init(rows: Int, columns: Int, shortestPath: Int, target: Position, walls: [PathFinderWall]? = nil) {
    self.rows = rows
    self.columns = columns
    self.shortestPath = shortestPath
    self.target = target
    self.walls = walls
  }

  public var grid: PathFinderGridSize { PathFinderGridSize(rows: rows, columns: columns) }
}
