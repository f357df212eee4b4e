import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

/// The guess screen on small terminals, down to the arcade's smallest, 40×12.
@Suite struct PathFinderGuessSmallScreenTests {
  @Test func smallScreensAsciiAndMonochrome() {
    let services = makeServices(unicode: false)
    var scene = PathFinderGuessScene(recorder: services.recorder)
    send([.key(.character("g"))] + keys("44") + [.key(.enter)], to: &scene, services: services)
    #expect(scene.minimumSize == Size(width: 40, height: 12))
    // At 40×12 the block loses its blank lines, not its lines.
    #expect(screenLines(scene, size: Size(width: 40, height: 12), services: services) == [
      "               PathFinder        seed 7",
      "        Step 1 of 2   Time 0:00",
      " [ Generate grid ]",
      " Total number of cells is 20",
      "",
      "   Rows [-] 4 [+]   > Columns [-] 4 [+]",
      "",
      " [ Continue ]",
      " Enter: check the guess and continue",
      " 4 x 4 is not the grid. Try again.",
      "",
      "  g new grid . Enter continue . q back",
    ])
    let small = screenLines(scene, size: Size(width: 40, height: 14), services: services)
    #expect(small[1] == "        Step 1 of 2   Time 0:00")
    #expect(small[4] == " Total number of cells is 20")
    #expect(small[6] == "   Rows [-] 4 [+]   > Columns [-] 4 [+]")
    #expect(small[11] == " 4 x 4 is not the grid. Try again.")
    #expect(small[13] == "  g new grid . Enter continue . q back")
  }

  @Test func theEmptyGuessScreenAt40x12() {
    let services = makeServices(size: Size(width: 40, height: 12))
    let scene = PathFinderGuessScene(recorder: services.recorder, options: PathFinderOptions(walls: true))
    #expect(screenLines(scene, size: Size(width: 40, height: 12), services: services) == [
      "           PathFinder: walls     seed 7",
      "      Step 1 of 2: guess the grid",
      " [ Generate grid ]",
      " No grid yet: press g or Enter.",
      "",
      " ▶ Rows [-] ? [+]     Columns [-] ? [+]",
      "",
      " [ Continue ]",
      " Enter: generate a grid",
      "",
      "",
      "   g/Enter new grid · ? help · q back",
    ])
  }

  @Test func clicksWorkAt40x12() {
    let services = makeServices(size: Size(width: 40, height: 12))
    var scene = PathFinderGuessScene(recorder: services.recorder)
    // At 40×12 the block starts at row 2 with no blank lines: the sides' line is row 5, Continue row 7.
    send([press(Point(x: 2, y: 2))], to: &scene, services: services)
    #expect(scene.round.phase == .guessing)
    send([press(Point(x: 14, y: 5)), press(Point(x: 16, y: 5))], to: &scene, services: services)  // Rows [+]: 4, 5
    send([press(Point(x: 30, y: 5)), press(Point(x: 32, y: 5)), press(Point(x: 31, y: 5))], to: &scene, services: services)
    #expect(scene.draft.rows?.value == 5)
    #expect(scene.draft.columns?.value == 4)
    #expect(scene.handle(press(Point(x: 3, y: 7)), frame: services.frame)?.replacement is PathFinderGridScene)
  }

  @Test func clicksWorkOnTheNarrowLineToo() {
    let services = makeServices(size: Size(width: 40, height: 14))
    var scene = PathFinderGuessScene(recorder: services.recorder)
    // At 40×14 the block starts at column 1, row 2; the sides' line is row 6.
    send([press(Point(x: 2, y: 2))], to: &scene, services: services)
    send([press(Point(x: 14, y: 6)), press(Point(x: 16, y: 6))], to: &scene, services: services)  // Rows [+]: 4, 5
    send([press(Point(x: 30, y: 6))], to: &scene, services: services)  // Columns [-]: 6
    send([press(Point(x: 32, y: 6)), press(Point(x: 31, y: 6))], to: &scene, services: services)  // 5, 4
    #expect(scene.draft.rows?.value == 5)
    #expect(scene.draft.columns?.value == 4)
    send([press(Point(x: 4, y: 6))], to: &scene, services: services)
    #expect(scene.draft.focus == .rows)
    let transition = scene.handle(press(Point(x: 3, y: 8)), frame: services.frame)
    #expect(transition?.replacement is PathFinderGridScene)
  }

  @Test func footersFitANarrowScreen() {
    for unicode in [true, false] {
      let services = makeServices(unicode: unicode)
      var scene = PathFinderGuessScene(recorder: services.recorder)
      for width in [40, 45, 60, 100] {
        let before = screenLines(scene, size: Size(width: width, height: 16), services: services)[15]
        #expect(before.count <= width)
        #expect(before.hasSuffix("q back"), "\(unicode) \(width): \(before)")
      }
      let narrow = screenLines(scene, size: Size(width: 40, height: 16), services: services)[15]
      #expect(narrow == (unicode ? "   g/Enter new grid · ? help · q back" : "   g/Enter new grid . ? help . q back"))
      send([.key(.character("g"))], to: &scene, services: services)
      for width in [40, 45, 60, 90, 100] {
        let after = screenLines(scene, size: Size(width: width, height: 16), services: services)[15]
        #expect(after.count <= width)
        #expect(after.hasSuffix("q back"), "\(unicode) \(width): \(after)")
      }
    }
  }
}
