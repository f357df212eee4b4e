import ArcadeCore

/// The Help screen from the menu: what the arcade is, the keys every screen shares, and each game in a line.
public struct HelpScene: Scene {
  private var scroll = 0

  /// The games whose rules it lists.
  let games: GameRegistry

  public init(games: GameRegistry) { self.games = games }

  public var minimumSize: Size { Size(width: 40, height: 12) }

  public var help: SceneHelp { Self.table.help(title: "Help") }

  static let table = KeyTable<PagerAction>([
    .upDown("scroll", up: .scroll(.lines(-1)), down: .scroll(.lines(1))),
    KeyRow("PgUp PgDn Space", "scroll a page", [.on(.pageUp, do: .scroll(.pages(-1))), .on(.pageDown, " ", do: .scroll(.pages(1)))]),
    KeyRow("Home End  g G", "top, bottom", [.on(.home, "g", do: .scroll(.top)), .on(.end, "G", do: .scroll(.bottom))]),
    .wheel("scroll", up: .scroll(.lines(-3)), down: .scroll(.lines(3))),
    KeyRow.back("back to the menu", .back, priority: 0, footer: nil).adding(nil, .on(.left, "h", do: .back)),
  ])

  /// The Help text: the shared keys, each game with its rules (from the registry), scores, settings, command line.
  static func lines(games: GameRegistry) -> [String] {
    var lines = [
      "Swift Arcade — \(inWords(games.games.count)) small games for the terminal.",
      "",
      "Everywhere",
      "  ?  or F1      the keys of the screen you are on",
      "  q  or Esc     back (from the menu: quit); in a game, back to",
      "                where it was opened: the menu, the Daily screen,",
      "                the Resume list (the shell for arcade play). A round",
      "                left before its end waits under Resume (arcade resume)",
      "  Ctrl-C        quit at once; the terminal is restored",
      "  Ctrl-Z        stop, back to the shell (fg returns); a game's clock waits",
      "  Ctrl-L        draw the whole screen again",
      "  arrows, h j k l, and the mouse work in every game",
      "",
      "When a round ends",
      "  Enter or r    play again",
      "  L             the leaderboard, your round highlighted",
      "  o             the game's options",
      "  q             back to the menu",
      "",
      "The games",
    ]
    for (index, game) in games.games.enumerated() {
      lines.append("  \(index + 1)  \(game.title.padded(toWidth: 12)) \(game.tagline)")
      lines += game.rules.map { "       " + $0 }
    }
    return lines + afterTheGames
  }

  /// Scores, the daily, settings and the command line: what Help says after the games.
  static let afterTheGames = [
    "",
    "Scores",
    "  Every finished game is saved. The Leaderboard (L on the menu)",
    "  shows the boards; `arcade scores` prints them in the shell.",
    "  Rounds played with help, or from a seed you chose (--seed), are",
    "  saved and listed, but not ranked.",
    "",
    "The daily (D on the menu)",
    "  Each game deals one daily a UTC day, the same on every machine.",
    "  Your first attempt of the day is the one that counts: left",
    "  before its end it waits under Resume; never finished, it counts",
    "  as played and ranks nowhere. Later attempts and past days are",
    "  practice, never on a board.",
    "  Streak: days in a row with a finished daily, per game and all six.",
    "  After a daily, the panel shows a line to share (no spoilers).",
    "",
    "Versus (V on the menu)",
    "  Play TicTacToe or Ultimate live against someone at another",
    "  terminal on this score file: each names their player with",
    "  --player NAME (or ARCADE_PLAYER). n posts a challenge, u an",
    "  Ultimate one; Enter takes one, or watches others' match. Each",
    "  side checks every move the other sends with the game's rules.",
    "  Each side has 2 minutes (Ultimate 5); c posts without clocks.",
    "",
    "Settings (S on the menu)",
    "  Your player name, the theme, Unicode or ASCII glyphs, sound.",
    "  Themes: Dark, Light, High contrast, Colour-blind safe, Plain.",
    "  Until you choose, Dark or Light is found from the terminal.",
    "  --color-theme, ARCADE_THEME, --no-color, NO_COLOR and --ascii",
    "  override them for one run.",
    "",
    "Command line",
    "  arcade play <game> [options]    play a round of one game at once",
    "  arcade play --help              every game's options",
    "  arcade daily [<game>]           the Daily screen, or one game's daily",
    "  arcade daily --share [--ascii]  the lines to share for today's dailies",
    "  arcade versus --player <name>   play someone live on this machine",
    "  arcade scores [<game>] [--json] print the leaderboards",
    "  arcade scores daily [--date D]  print a day's daily boards",
    "  arcade --help                   everything else",
  ]

  /// "six" for 6: the first line reads as a sentence.
  public static func inWords(_ count: Int) -> String {
    let words = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
    return count < words.count ? words[count] : String(count)
  }

  /// The text wrapped to a width. A line with two columns ("  q  or Esc     back") keeps its first column
  /// and wraps the second beside it; other lines wrap under their own indent.
  static func wrapped(width: Int, games: GameRegistry) -> [String] {
    lines(games: games).flatMap { line -> [String] in
      let indent = String(line.prefix { $0 == " " })
      let body = String(line.dropFirst(indent.count))
      // The second column starts after the last run of two or more spaces.
      if let gap = body.ranges(of: #/ {2,}/#).last, gap.upperBound < body.endIndex {
        let lead = indent + String(body[..<gap.upperBound])
        let room = width - lead.count
        if room >= 12 {
          let parts = wrapText(String(body[gap.upperBound...]), width: room)
          return parts.enumerated().map { ($0.offset == 0 ? lead : String(repeating: " ", count: lead.count)) + $0.element }
        }
      }
      let parts = wrapText(body, width: max(8, width - indent.count - 2))
      guard !parts.isEmpty else { return [""] }
      return parts.enumerated().map { indent + ($0.offset == 0 ? "" : "  ") + $0.element }
    }
  }

  static func textWidth(for screen: Size) -> Int { min(70, screen.width - 2) }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    let screen = frame.size
    let page = max(1, screen.height - 4)
    let maxScroll = max(0, Self.wrapped(width: Self.textWidth(for: screen), games: games).count - page)
    if case .resize = event { scroll = min(scroll, maxScroll) }
    switch Self.table.action(for: event) {
    case .scroll(let step)?: scroll = step.offset(from: scroll, page: page, last: maxScroll)
    case .back?: return .pop
    case nil: break
    }
    return nil
  }

  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    canvas.putCentered("Help", row: 0, style: theme.title)
    let page = canvas.height - 4
    let width = Self.textWidth(for: canvas.size)
    let x = max(1, (canvas.width - width) / 2)
    let lines = Self.wrapped(width: width, games: games)
    let first = min(scroll, max(0, lines.count - page))
    for (i, line) in lines.dropFirst(first).prefix(page).enumerated() {
      let heading = !line.hasPrefix(" ") && !line.isEmpty && i + first > 0
      canvas.put(line, at: Point(x: x, y: 2 + i), style: heading ? theme.accent : .plain)
    }
    var cues: [String] = []
    if first > 0 { cues.append("↑ more") }
    if first + page < lines.count { cues.append("↓ more") }
    canvas.putCentered((cues + ["? keys", "q back"]).joined(separator: " · "), row: canvas.height - 1, style: theme.muted)
  }
}
