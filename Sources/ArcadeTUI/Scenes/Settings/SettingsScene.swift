import ArcadeCore

/// Settings: player name, theme, Unicode or ASCII glyphs, sound; saved as soon as they change.
public struct SettingsScene: Scene {
  let services: ArcadeServices
  enum Field: CaseIterable { case name, theme, glyphs, sound, back }

  private var settings: PlayerSettings
  private var focus: Field = .name
  /// The name being typed, while the name field is being edited.
  private var draftName: String?
  /// A one-line answer to the last change (an empty name refused).
  private var notice: String?

  /// Starts from the player's settings, or from `settings` when given.
  public init(services: ArcadeServices, settings: PlayerSettings? = nil) {
    self.services = services
    self.settings = settings ?? services.settings
  }

  public var minimumSize: Size { Size(width: 40, height: 12) }
  public var isEditingText: Bool { draftName != nil }

  public var help: SceneHelp {
    SettingsAction.table.help(
      title: "Settings",
      notes: [
        "Settings are kept with your scores. --color-theme, ARCADE_THEME, --no-color, NO_COLOR and --ascii win over them for one run.",
        "Themes: Dark, Light (for light backgrounds), High contrast, Colour-blind safe (Okabe–Ito hues) and Plain (no colour). "
          + "Automatic takes Dark or Light from the terminal: COLORFGBG, else its answer about its background colour.",
        "Sound rings the terminal's bell on a win, a loss and a new best, never more than once a second.",
      ]
    )
  }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    if let draft = draftName { return edit(draft, event, frame: frame) }
    if case .key = event { notice = nil }
    switch SettingsAction.table.action(for: event, click: SettingsAction.click) {
    case .move(let delta)?: move(delta)
    case .back?: return .pop
    case .activate?: return activate(frame: frame)
    case .change(let backwards)?:
      // Arrows switch the on/off settings; they do not open the name for typing.
      if focus == .theme || focus == .glyphs || focus == .sound { return activate(frame: frame, backwards: backwards) }
    case .click(let point)?: return click(point, frame: frame)
    case .keys?:
      guard let store = services.storage.hostKeys else {
        notice = "SSH keys are for a host's players (arcade host): this run is not one."
        return nil
      }
      return .push(HostKeysScene(store: store, player: services.player.name, clock: services.clock))
    case nil: break
    }
    return nil
  }

  /// Only a click on a row's pointer, label or value counts, not anywhere along the screen's width.
  private mutating func click(_ point: Point, frame: SceneFrame) -> Transition? {
    let row = point.y - Self.firstRow(in: frame.size)
    let rows = self.rows(frame: frame)
    let gap = Self.rowGap(in: frame.size)
    guard row >= 0, row / gap < rows.count, row % gap == 0 else { return nil }
    let x = Self.left(in: frame.size)
    let (field, _, value) = rows[row / gap]
    guard (x..<x + Self.valueColumn + max(1, displayWidth(value))).contains(point.x) else { return nil }
    focus = field
    return activate(frame: frame)
  }

  private mutating func move(_ delta: Int) {
    let fields = Field.allCases
    let index = fields.firstIndex(of: focus)!
    focus = fields[(index + delta + fields.count) % fields.count]
  }

  /// The theme choices in the order Settings steps through them: nil is Automatic.
  static let themeChoices: [ThemeName?] = [nil] + ThemeName.allCases.map { $0 }

  private mutating func activate(frame: SceneFrame, backwards: Bool = false) -> Transition? {
    switch focus {
    case .name:
      if let named = services.player.namedForRun, services.storage.isHosted {
        notice = "On this host you are \(PlayerName.shown(named)), by the key you logged in with: K lists your keys."
      } else if let named = services.player.namedForRun {
        notice = "This run plays as \(PlayerName.shown(named)), as it was started; without --player or ARCADE_PLAYER, rename here."
      } else {
        draftName = PlayerName.shown(settings.playerName)
      }
    case .theme:
      let choices = Self.themeChoices
      let index = choices.firstIndex(of: settings.theme) ?? 0
      settings.theme = choices[(index + (backwards ? choices.count - 1 : 1)) % choices.count]
      services.player.update(settings)
    case .glyphs:
      settings.unicode.toggle()
      services.player.update(settings)
    case .sound:
      settings.sound.toggle()
      services.player.update(settings)
    case .back: return .pop
    }
    return nil
  }

  /// The keys while the name is typed.
  static let nameTable = TextEntryAction.table(
    typing: "type a name", keep: "keep the name", keepFooter: "Enter keep", cancel: "cancel the new name")

  private mutating func edit(_ draft: String, _ event: InputEvent, frame: SceneFrame) -> Transition? {
    guard let action = Self.nameTable.action(for: event) else { return nil }
    switch action {
    case .keep:
      let name = draft.trimmingCharacters(in: .whitespaces)
      if name.isEmpty {
        notice = "A name cannot be empty; kept \(PlayerName.shown(settings.playerName))."
      } else {
        settings.playerName = name
        services.player.update(settings)
        notice = nil
      }
      draftName = nil
    case .cancel: draftName = nil
    case .type, .erase, .clear:
      // What could not be shown (controls, zero-width characters, direction overrides) is not typed in either.
      draftName = action.edited(draft) { draft, c in
        PlayerName.accepts(c) && displayWidth(draft) + c.terminalWidth <= PlayerName.maxWidth
      }
    }
    return nil
  }

  // At the smallest size (12 rows) the fields move up a row so that a two-line note fits above the hint.
  static func firstRow(in size: Size) -> Int { max(1, (size.height - 2 * Field.allCases.count + 1) / 2) }

  /// Rows between fields: a blank line between them where the screen has room, none on a short one.
  /// (From 17 rows: at 15 and 16 the blank lines would leave a two-line note one row.)
  static func rowGap(in size: Size) -> Int { size.height >= 2 * Field.allCases.count + 7 ? 2 : 1 }

  /// How far right of the pointer a setting's value starts (its label starts two to the right).
  static let valueColumn = 16

  /// The column of the pointer.
  static func left(in size: Size) -> Int { max(1, (size.width - 36) / 2) }

  /// Each field with its label and the value shown beside it.
  private func rows(frame: SceneFrame) -> [(Field, String, String)] {
    [
      (.name, "Player name", draftName.map { $0 + "_" } ?? PlayerName.shown(settings.playerName)),
      (.theme, "Theme", Self.fitted(themeValue(frame: frame), frame: frame)),
      (.glyphs, "Glyphs", Self.fitted(
        (settings.unicode ? "Unicode" : "ASCII") + (settings.unicode && !services.display.unicodeAvailable ? " (ASCII for this run)" : ""),
        frame: frame)),
      (.sound, "Sound", settings.sound ? "on (bell)" : "off"),
      (.back, "Back", ""),
    ]
  }

  /// A value with its "(… for this run)" left off where the screen is too narrow for it: the note under the rows
  /// says what this run uses instead, and a cut word would say nothing.
  private static func fitted(_ value: String, frame: SceneFrame) -> String {
    let room = frame.size.width - left(in: frame.size) - valueColumn
    guard displayWidth(value) > room, let cut = value.range(of: " (", options: .backwards),
      value.hasSuffix(" for this run)")
    else { return value }
    return String(value[..<cut.lowerBound])
  }

  /// The chosen theme, what Automatic found, and what this run uses instead when that differs.
  private func themeValue(frame: SceneFrame) -> String {
    let shown = settings.theme.map(\.title) ?? "Automatic (\(services.display.detectedTheme?.title ?? "Dark"))"
    let used = services.display.themeName(for: settings)
    return used == services.display.chosenTheme(setting: settings.theme) ? shown : shown + " (\(used.title) for this run)"
  }

  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    canvas.putCentered("Settings", row: 0, style: theme.title)
    let top = Self.firstRow(in: canvas.size)
    let x = Self.left(in: canvas.size)
    let gap = Self.rowGap(in: canvas.size)
    for (i, (field, label, value)) in rows(frame: frame).enumerated() {
      let y = top + gap * i
      let focused = field == focus
      canvas.put(focused ? String(theme.glyphs.pointer) : " ", at: Point(x: x, y: y), style: theme.accent)
      canvas.put(label, at: Point(x: x + 2, y: y), style: focused ? theme.selected : .bold)
      canvas.put(value.prefix(fittingWidth: canvas.width - x - Self.valueColumn - 1), at: Point(x: x + Self.valueColumn, y: y), style: field == .name && draftName != nil ? theme.accent : .plain)
    }
    var note: String?
    if !services.display.colorsAvailable {
      note = services.display.themeForRun == .plain
        ? "Colour is off for this run (--no-color, NO_COLOR or a Plain --color-theme)."
        : "Colour is off for this run: the terminal has none."
    }
    if services.display.colorsAvailable, let forced = services.display.themeForRun {
      note = forced == .plain
        ? "Plain is set for this run (--no-color, NO_COLOR, --color-theme or ARCADE_THEME)."
        : "\(forced.title) is set for this run (--color-theme or ARCADE_THEME)."
    }
    if !services.display.unicodeAvailable { note = "ASCII is forced for this run (--ascii or a non-UTF-8 locale)." }
    // As the menu says of rounds: a change the score file cannot keep lasts only until the arcade closes.
    // The store as it is: drawing never opens it (settings changed open it, and the note follows).
    if let problem = services.storage.store?.settingsNotKept { note = "Changes last for this run only: \(problem)." }
    if let notice { note = notice }
    if let note {
      // Between Back and the hint line, never over the hint.
      let noteRow = top + gap * (Field.allCases.count - 1) + 2
      for (i, line) in wrapText(note, width: canvas.width - 2).prefix(max(0, canvas.height - 1 - noteRow)).enumerated() {
        canvas.putCentered(line, row: noteRow + i, style: theme.muted)
      }
    }
    if draftName != nil {
      Footer.draw(Self.nameTable.help(title: "Settings"), into: &canvas, theme: theme, offersHelp: false)
    } else {
      Footer.draw(help, into: &canvas, theme: theme)
    }
  }
}
