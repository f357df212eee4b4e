import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

@Suite struct PathFinderOptionsSceneTests {
  @Test func theWholeScreenAt100x30() {
    let services = makeServices()
    #expect(screenLines(PathFinderOptionsScene(recorder: services.recorder), services: services) == [
      "", "", "", "",
      "                                        PathFinder — Options",
      "", "",
      "                                        ▶ Walls  ◀ off ▶",
      "",
      "                                             [ Start ]",
      "",
      "                               An open grid, as in the original game.",
    ] + Array(repeating: "", count: 17) + [
      "                       ↑↓ choose · ←→ change · Enter start · ? help · q back",
    ])
  }

  @Test func theWholeScreenAt40x12WithWalls() {
    let size = Size(width: 40, height: 12)
    let services = makeServices(size: size)
    let scene = PathFinderOptionsScene(recorder: services.recorder, options: PathFinderOptions(walls: true))
    #expect(scene.minimumSize == size)
    #expect(screenLines(scene, size: size, services: services) == [
      "          PathFinder — Options",
      "",
      "          ▶ Walls  ◀ on  ▶",
      "",
      "               [ Start ]",
      "",
      " A maze: walls between cells, always a",
      "      way through. Its own board.",
      "", "", "",
      "    ↑↓ choose · Enter start · q back",
    ])
  }

  @Test func startOpensTheGuessScreenWithTheOptionAndRemembersIt() throws {
    let services = makeServices(store: MemoryScoreKeeper())
    var scene = PathFinderOptionsScene(recorder: services.recorder)
    send([.key(.right)], to: &scene, services: services)
    #expect(scene.options == PathFinderOptions(walls: true))
    let guess = try #require(scene.handle(.key(.enter), frame: services.frame)?.replacement as? PathFinderGuessScene)
    #expect(guess.round.options.walls)
    #expect(guess.round.phase == .awaitingGrid)
    #expect(services.player.rememberedOptions(for: .pathfinder, as: PathFinderChoices.self)?.options == PathFinderOptions(walls: true))
  }

  @Test func theMenuOpensTheOptionsWithTheRememberedChoice() throws {
    let services = makeServices(store: MemoryScoreKeeper())
    services.player.remember(PathFinderChoices(PathFinderOptions(walls: true)), for: .pathfinder)
    let maker = try ArcadeGame.pathFinder.launch(nil)
    let scene = try #require(maker(services) as? PathFinderOptionsScene)
    #expect(scene.options.walls)
  }

  @Test func wallsGivenStartAtOnceWithWalls() throws {
    let services = makeServices(store: MemoryScoreKeeper())
    let maker = try ArcadeGame.pathFinder.launch(PathFinderChoices(PathFinderOptions(walls: true)))
    let scene = try #require(maker(services) as? PathFinderGuessScene)
    #expect(scene.round.options.walls)
    #expect(services.player.rememberedOptions(for: .pathfinder, as: PathFinderChoices.self)?.options == PathFinderOptions(walls: true))
  }

  @Test func qAndEscapeGoBackAndTheHelpNamesTheFlag() {
    let services = makeServices()
    var scene = PathFinderOptionsScene(recorder: services.recorder)
    #expect(scene.handle(.key(.character("q")), frame: services.frame)?.isLeave == true)
    #expect(scene.handle(.key(.escape), frame: services.frame)?.isLeave == true)
    #expect(scene.help.notes.contains { $0.contains("--walls") })
  }

  @Test func playAgainKeepsTheOptionsAndTheWallsRoundShowsTheWallsBoard() throws {
    let services = makeServices(store: MemoryScoreKeeper())
    _ = services.recorder.nextSeed()
    var round = PathFinderWallsSceneTests.wallsRound()
    let deal = PathFinderDeal(seed: PathFinderFixture.seed, options: PathFinderOptions(walls: true))
    for direction in deal.route { round.apply(.step(direction), at: Instant(milliseconds: 9_000)) }
    var end = PathFinderEndScene(recorder: services.recorder, round: round, receipt: round.finishedRound.map { services.recorder.record($0, context: .free) })
    end.appear(frame: services.frame)
    let lines = screenLines(end, services: services)
    #expect(lines.contains { $0.contains("Walls: last five rounds") })
    #expect(lines.contains { $0.contains("PathFinder 5×4, walls") })
    let again = try #require(end.handle(.key(.character("r")), frame: services.frame)?.replacement as? PathFinderGuessScene)
    #expect(again.round.options.walls)
    #expect(again.round.phase == .guessing)
    let options = try #require(end.handle(.key(.character("o")), frame: services.frame)?.reopened as? PathFinderOptionsScene)
    #expect(options.options.walls)
  }
}
