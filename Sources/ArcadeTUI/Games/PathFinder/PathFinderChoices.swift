import ArcadeCore

/// PathFinder's options (walls or none): what the options screen edits and what is remembered.
public struct PathFinderChoices: GameOptions {
  public var walls = false

  public init() {}

  public static let standard = PathFinderChoices()
  public static let rememberedKeys: Set<String> = ["walls"]

  public init(_ options: PathFinderOptions) { walls = options.walls }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    walls = try container.value(.walls, or: false)
  }

  /// What the core deals from.
  public var options: PathFinderOptions { PathFinderOptions(walls: walls) }
}
