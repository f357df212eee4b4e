import ArcadeCore

/// PathFinder's command-line options, for `play` and `generate`.
enum PathFinderFlags {
  static let playOptions: [GameOption] = [
    GameOption("walls", .toggle, help: "a maze: walls between cells, always a way through"),
  ]

  static func options(from flags: GameFlags) -> PathFinderOptions { PathFinderOptions(walls: flags.isOn("walls")) }

  static var generator: GameGenerator {
    GameGenerator(
      abstract: "Print a PathFinder deal: the grid, its walls, the target and a shortest route (as the n e s w keys), "
        + "as ASCII or JSON. For --seed N it is the deal `arcade play pathfinder --seed N` gives when the first grid is "
        + "guessed right. Rows and columns count from 1, as on screen.",
      options: playOptions + [
        GameOption("seed", .value(valueName: "N", allowed: nil), help: "the seed (default: a new one, printed with the deal)"),
        GameOption("json", .toggle, help: "one JSON object a deal, one a line"),
        GameOption("count", .value(valueName: "N", allowed: nil), help: "this many deals, from consecutive seeds (1 to 10000)"),
      ],
      run: { flags, defaultSeed, _ throws(GameFlagError) in
        let seed = try flags.seed(or: defaultSeed)
        let count = try flags.integer("count", in: 1...10_000) ?? 1
        let json = flags.isOn("json")
        let deals = (0..<UInt64(count)).map { PathFinderDeal(seed: seed &+ $0, options: options(from: flags)) }
        return deals.map { json ? $0.json : $0.header + "\n" + $0.picture }.joined(separator: json ? "\n" : "\n\n")
      })
  }
}
