import ArcadeCore
import ArcadeTUI
import ArgumentParser

/// `arcade play pathfinder`'s flags, over `PathFinderChoices`.
struct PathFinderFlags: GameFlags {
  @Flag(help: "A maze: walls between cells, always a way through.")
  var walls = false

  init() {}

  var options: PathFinderChoices {
    var choices = PathFinderChoices.standard
    choices.walls = walls
    return choices
  }
}
