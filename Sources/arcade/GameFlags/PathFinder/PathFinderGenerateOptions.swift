import ArcadeCore
import ArcadeTUI
import ArgumentParser

/// `arcade generate pathfinder`: the deals `arcade play pathfinder --seed N` gives, as ASCII or JSON.
struct PathFinderGenerateOptions: DealPrinter {
  typealias Options = PathFinderChoices

  @OptionGroup var flags: PathFinderFlags
  var choices: PathFinderChoices { flags.options }
  @OptionGroup var series: DealSeries

  static let abstract =
    "Print a PathFinder deal: the grid, its walls, the target and a shortest route (as the n e s w keys), "
        + "as ASCII or JSON. For --seed N it is the deal `arcade play pathfinder --seed N` gives when the first grid is "
        + "guessed right. Rows and columns count from 1, as on screen."

  func text(seed defaultSeed: UInt64, content: ContentLibrary) throws(GameFlagError) -> String {
    let seed = series.seed.seed ?? defaultSeed
    let deals = (0..<UInt64(try series.count(upTo: 10_000))).map { PathFinderDeal(seed: seed &+ $0, options: choices.options) }
    return deals.map { series.json ? $0.json : $0.header + "\n" + $0.picture }.joined(separator: series.json ? "\n" : "\n\n")
  }
}
