import Foundation

/// What a PathFinder round records beyond the shared columns, stored as the round's `details` JSON.
public struct PathFinderDetails: Hashable, Sendable, Codable {
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

  /// The JSON object saved in `PlayedRound.details` (keys sorted, so the same round gives the same text).
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // Encoding four integers cannot fail; "{}" keeps the column valid if it ever did.
    guard let data = try? encoder.encode(self), let text = String(data: data, encoding: .utf8) else { return "{}" }
    return text
  }

  /// The details of a stored round; nil when its JSON is missing, malformed or from another game.
  public init?(json: String) {
    guard let decoded = try? JSONDecoder().decode(PathFinderDetails.self, from: Data(json.utf8)) else { return nil }
    self = decoded
  }

  public var grid: PathFinderGridSize { PathFinderGridSize(rows: rows, columns: columns) }
}
