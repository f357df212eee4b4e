import ArcadeCore
import ArgumentParser

/// PathFinder's options (walls or none), for `arcade play pathfinder`, the options screen and what is remembered.
public struct PathFinderChoices: GameOptions {
  @Flag(help: "A maze: walls between cells, always a way through.")
  var walls = false

  public init() {}

  /// Parsed once: parsing is argument-parser's reflection, too slow to repeat for every screen that asks.
  public static let standard = defaults

  public init(_ options: PathFinderOptions) {
    self = Self.standard
    walls = options.walls
  }

  /// What the core deals from.
  public var options: PathFinderOptions { PathFinderOptions(walls: walls) }
}
