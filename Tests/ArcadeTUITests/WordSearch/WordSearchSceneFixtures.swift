import ArcadeTestSupport
import ArcadeCore

@testable import ArcadeTUI

/// Named WordSearch scenes for the scene tests: the mock theme's eight words, dealt from a fixed seed.
enum WordSearchFixture {
  static let library = WordSearchThemeLibrary(
    themes: [
      WordSearchTheme(
        name: "Programming", words: ["Swift", "Kotlin", "ObjectiveC", "Variable", "Java", "Mobile", "Shopify", "iOS"]),
      WordSearchTheme(name: "Animals", words: (0..<80).map { "Animal" + String(UnicodeScalar(65 + $0 % 26)!) + String(UnicodeScalar(65 + $0 / 26)!) }),
    ],
    problems: [])

  static func choices(size: Int = 10, difficulty: WordSearchDifficulty = .easy, theme: String = "Programming", reveals: Int = 2) -> WordSearchChoices {
    WordSearchChoices(size: size, difficulty: difficulty, theme: theme, reveals: reveals)
  }

  static func scene(_ choices: WordSearchChoices = choices(), seed: UInt64 = 42, services: ArcadeServices) -> WordSearchScene {
    WordSearchScene(recorder: services.recorder, choices: choices, library: library, seed: seed)
  }
}

/// The arrow keys that walk the cursor from one cell to another.
func arrows(from: Position, to: Position) -> [InputEvent] {
  let vertical: [InputEvent] = Array(repeating: .key(to.row > from.row ? .down : .up), count: abs(to.row - from.row))
  let horizontal: [InputEvent] = Array(repeating: .key(to.column > from.column ? .right : .left), count: abs(to.column - from.column))
  return vertical + horizontal
}

/// A left-button mouse event on a grid cell as the scene lays it out on a screen.
func mouse(_ kind: MouseEvent.Kind, _ cell: Position, scene: WordSearchScene, size: Size) -> InputEvent {
  let point = scene.layout(for: size).point(of: cell, scroll: scene.scroll)!
  return .mouse(MouseEvent(kind, .left, at: point))
}
