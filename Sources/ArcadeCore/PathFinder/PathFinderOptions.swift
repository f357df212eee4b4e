/// What a PathFinder round is played with: the original open grid, or a maze of walls.
///
/// Remembered per player as it is (JSON), given by `--walls`, and shown as the Options screen's one row.
public struct PathFinderOptions: Hashable, Sendable, Codable {
  /// Walls between cells, with a way from the robot to the target always left open.
  public var walls: Bool

  public init(walls: Bool = false) { self.walls = walls }

  /// The original game: no walls.
  public static let standard = PathFinderOptions()

  /// The variant stored for every round with walls, whatever its grid, so walls rounds have a board of their own.
  public static let wallsVariant = "walls"

  /// The stored variant of a round on `grid`: its size ("5x4") on an open grid, else `wallsVariant`.
  public func variant(of grid: PathFinderGridSize) -> String { walls ? Self.wallsVariant : grid.variant }
}
