import ArcadeCore

/// The title menu: the name, the travelling dots, the games and the rest.
public struct TitleScene: RoundOpener {
  let services: ArcadeServices
  private var entries: [TitleEntry]
  private var selected = 0
  private let animation: DotsAnimation
  private var now: Instant
  /// A Versus match waiting for this player (their move, a rematch offered), said under "Playing as".
  private(set) var versusHint: String?

  public init(services: ArcadeServices, startedAt: Instant) {
    self.services = services
    entries = TitleEntry.all(in: services.games, hosted: services.storage.isHosted)
    animation = DotsAnimation(start: startedAt, length: 23)
    now = startedAt
  }

  public var minimumSize: Size { Size(width: 30, height: 12) }

  public var help: SceneHelp { TitleAction.table(gameCount: gameCount).help(title: "Title menu") }

  /// Games in the menu, for the digits the help names.
  private var gameCount: Int { min(9, entries.filter { $0.shortcut != nil }.count) }

  /// The entry under the cursor (for tests).
  var selectedLabel: String { entries[selected].label }

  /// Once the store is open (after the first frame), the score file's folder: another player's move updates the hint.
  public var wake: VersusWake? { services.storage.isOpen ? services.storage.versus?.wake : nil }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    now = frame.now
    if event == .storeChanged {
      readVersusHint()
      return nil
    }
    switch TitleAction.table(gameCount: gameCount).action(for: event, click: TitleAction.click) {
    case .move(let delta)?: selected = (selected + delta + entries.count) % entries.count
    case .scroll(let delta)?: selected = max(0, min(entries.count - 1, selected + delta))
    case .first?: selected = 0
    case .last?: selected = entries.count - 1
    case .open?: return open(entries[selected], frame: frame)
    case .quit?: return .quit
    case .leaderboard?: return open(.leaderboard, frame: frame)
    case .settings?: return open(.settings, frame: frame)
    case .daily?: return open(.daily, frame: frame)
    case .versus?: return .push(VersusLobbyScene(services: services))
    case .shortcut(let c)?:
      guard let index = entries.firstIndex(where: { $0.shortcut == c }) else { return nil }
      selected = index
      return open(entries[index], frame: frame)
    case .click(let point)?:
      let layout = TitleLayout(canvas: frame.size, entryCount: entries.count, detailWidth: Self.detailWidth(entries))
      guard let index = layout.entry(at: point) else { return nil }
      selected = index
      return open(entries[index], frame: frame)
    case nil: break
    }
    return nil
  }

  /// Only from an open store: opening it for this would delay the first frame.
  private mutating func readVersusHint() {
    guard services.storage.isOpen, let store = services.storage.versus else { return }
    versusHint = VersusLobbyLine.hint(in: store, for: store.seatedPlayer ?? services.player.name, now: services.clock.wallDate(at: services.now()))
  }

  public mutating func appear(frame: SceneFrame) {
    now = frame.now
    readVersusHint()
    // A Resume line that comes takes the pointer (the round just left, or one waiting at start); otherwise the
    // pointer stays on its entry when lines come or go.
    let label = entries.indices.contains(selected) ? entries[selected].label : nil
    let hadResume = entries.first?.label == "Resume"
    entries = TitleEntry.all(in: services.games, unfinished: services.unfinishedRounds, hosted: services.storage.isHosted)
    if !hadResume, entries.first?.label == "Resume" {
      selected = 0
    } else {
      selected = entries.firstIndex { $0.label == label } ?? min(selected, entries.count - 1)
    }
  }

  private func open(_ entry: TitleEntry, frame: SceneFrame) -> Transition? {
    switch entry {
    case .game(let game, _, _, _): services.games[game].map { .push(services.firstScene(of: $0)) }
    case .resume(_, let count):
      // One round waiting opens at once; more open the list to choose from.
      count == 1 ? services.unfinishedRounds.first.map { .push(services.resumeScene(for: $0)) } : .push(ResumeScene(services: services))
    case .daily: .push(DailyScene(services: services))
    case .leaderboard: .push(LeaderboardScene(services: services))
    case .settings: .push(SettingsScene(services: services))
    case .help: .push(HelpScene(games: services.games))
    case .quit: .quit
    }
  }

  public func nextTick(after now: Instant) -> Instant? { animation.nextFrame(after: now) }

  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    let glyphs = theme.glyphs
    let layout = TitleLayout(canvas: canvas.size, entryCount: entries.count, detailWidth: Self.detailWidth(entries))
    if layout.firstEntryRow > layout.titleRow {
      canvas.putCentered("S W I F T   A R C A D E", row: layout.titleRow, style: theme.title)
    }
    let dots = animation.dotColumns(frame: animation.frame(at: frame.now))
    let lineStart = (canvas.width - animation.length) / 2
    // A small screen with a Resume line gives the dots' row to the entries.
    for i in 0..<animation.length where layout.firstEntryRow > layout.titleRow + 1 {
      let lit = dots.contains(i)
      canvas[lineStart + i, layout.titleRow + 1] = Cell(lit ? glyphs.dot : glyphs.dimDot, style: lit ? theme.accent : theme.muted)
    }
    if let box = layout.box {
      Box.draw(box, in: &canvas, glyphs: glyphs, style: theme.frame)
    }
    for (index, entry) in entries.enumerated() {
      let row = layout.firstEntryRow + index
      let isSelected = index == selected
      let x = layout.entryX
      canvas.put(isSelected ? String(glyphs.pointer) : " ", at: Point(x: x, y: row), style: theme.accent)
      canvas.put(entry.shortcut.map(String.init) ?? " ", at: Point(x: x + 2, y: row), style: theme.muted)
      let label = entry.label.padded(toWidth: 12)
      // Only the pointer marks the choice: a highlight bar would re-send two whole labels per move.
      canvas.put(label, at: Point(x: x + 4, y: row), style: .bold)
      if layout.showsDetails {
        // Inside the frame: a long Resume line ends in an ellipsis.
        let room = (layout.box.map { $0.x + $0.width - 2 } ?? canvas.width) - (x + 18)
        canvas.put(ellipsized(entry.detail, width: max(2, room)), at: Point(x: x + 18, y: row), style: theme.muted)
      }
    }
    if let statusRow = layout.statusRow {
      canvas.putCentered("Playing as \(PlayerName.shown(services.player.name))", row: statusRow, style: theme.muted)
      if let message = services.storage.statusMessage ?? services.storage.statusLine ?? versusHint {
        for (i, line) in wrapText(message, width: canvas.width - 2).prefix(layout.statusLines - 1).enumerated() {
          canvas.putCentered(line, row: statusRow + 1 + i, style: theme.status)
        }
      }
    }
    if let footerRow = layout.footerRow {
      Footer.draw(help, into: &canvas, theme: theme, row: footerRow)
    }
  }
}

/// Where the title menu's parts go for a given terminal size: framed when there is room, compact otherwise.
extension TitleScene {
  /// Columns the widest entry detail takes.
  static func detailWidth(_ entries: [TitleEntry]) -> Int { entries.map { displayWidth($0.detail) }.max() ?? 0 }
}

struct TitleLayout {
  let titleRow: Int
  let firstEntryRow: Int
  let entryX: Int
  let box: Rect?
  let showsDetails: Bool
  let statusRow: Int?
  /// Rows for "Playing as …" and a message under it.
  let statusLines: Int
  let footerRow: Int?
  let entryCount: Int
  /// The columns a click on an entry's row may fall in: inside the box, or over the compact entry.
  let entryColumns: Range<Int>

  /// `detailWidth`: the widest entry's detail (a long Resume line widens the box, as far as the screen allows).
  init(canvas: Size, entryCount: Int, detailWidth: Int = 0) {
    self.entryCount = entryCount
    // The framed menu takes 11 rows beside its entries (21 for the usual ten).
    let tall = entryCount + 11
    let roomy = canvas.height >= tall && canvas.width >= 58
    if roomy {
      let top = (canvas.height - tall) / 2
      titleRow = top + 1
      // The details start 18 columns into the box, after the pointer and the label.
      let boxWidth = max(56, min(canvas.width - 4, detailWidth + 22))
      let box = Rect(x: (canvas.width - boxWidth) / 2, y: top + 4, width: boxWidth, height: entryCount + 2)
      self.box = box
      firstEntryRow = box.y + 1
      entryX = box.x + 2
      entryColumns = box.x + 1..<box.x + box.width - 1
      showsDetails = true
      statusRow = box.y + box.height + 1
      statusLines = 3
      footerRow = top + tall - 1
    } else {
      titleRow = 0
      box = nil
      // Under the title and its dots; on the dots' row, then the title's, when Resume and Daily would push Quit
      // off a 12-row screen.
      firstEntryRow = max(0, min(2, canvas.height - entryCount))
      entryX = max(0, (canvas.width - 16) / 2)
      // Pointer, shortcut and a label padded to 12 (16 columns), and a spare column on each side.
      entryColumns = max(0, entryX - 1)..<entryX + 17
      showsDetails = false
      let afterEntries = firstEntryRow + entryCount + 1
      statusRow = canvas.height > afterEntries ? afterEntries : nil
      statusLines = max(1, canvas.height - afterEntries)
      footerRow = nil
    }
  }

  func entry(at point: Point) -> Int? {
    let index = point.y - firstEntryRow
    guard index >= 0, index < entryCount, entryColumns.contains(point.x) else { return nil }
    return index
  }
}
