import Testing
@testable import ArcadeCore

@Suite("PathFinder: the printed deal")
struct PathFinderDealTests {
  @Test("seed 7 open: the grid, the target and a route of compass keys, as the game deals them")
  func openDeal() {
    let deal = PathFinderDeal(seed: 7, options: .standard)
    #expect(deal.header == "seed 7, 5×4 grid, no walls, target at row 5, column 3, shortest path 6")
    #expect(deal.picture == """
      +---+---+---+---+
      | R             |
      +   +   +   +   +
      |               |
      +   +   +   +   +
      |               |
      +   +   +   +   +
      |               |
      +   +   +   +   +
      |         X     |
      +---+---+---+---+
      route: eessss
      """)
    #expect(deal.json == #"{"seed":7,"rows":5,"cols":4,"walls":[],"target":[5,3],"shortestPath":6,"route":"eessss"}"#)
  }

  @Test("with walls the deal is the game's: same walls, target and shortest path; the route walks it")
  func wallsDealMatchesTheGame() {
    for seed in UInt64(0)..<300 {
      let deal = PathFinderDeal(seed: seed, options: PathFinderOptions(walls: true))
      var round = PathFinderFixture.steeringRound(seed: seed, options: PathFinderOptions(walls: true))
      #expect(deal.walls == round.walls)
      #expect(deal.target == round.target)
      #expect(deal.route.count == deal.shortestPath)
      for direction in deal.route { _ = round.move(direction, at: .zero) }
      #expect(round.phase == .arrived, "seed \(seed)")
    }
  }

  @Test("walls are drawn where they stand: | between cells, --- under them")
  func wallsInThePicture() {
    let deal = PathFinderDeal(seed: 7, options: PathFinderOptions(walls: true))
    let lines = deal.picture.split(separator: "\n").map(String.init)
    for wall in deal.walls.walls {
      switch wall.side {
      case .east:
        let line = Array(lines[1 + wall.cell.row * 2])
        #expect(line[4 * (wall.cell.column + 1)] == "|", "\(wall)")
      case .south:
        let line = Array(lines[2 + wall.cell.row * 2])
        #expect(String(line[(4 * wall.cell.column + 1)...(4 * wall.cell.column + 3)]) == "---", "\(wall)")
      }
    }
    #expect(lines.last == "route: " + deal.routeKeys)
    #expect(deal.json.contains(#""walls":[["#))
  }
}
