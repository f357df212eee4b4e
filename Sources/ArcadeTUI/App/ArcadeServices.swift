import ArcadeCore

/// What every scene may use: the clock, seeds, settings and theme, the score store, the data folder.
///
/// One instance per run of the program, handed to scenes by the loop; tests
/// build their own with a manual clock and an in-memory store.
public final class ArcadeServices {
  public let clock: any GameClock
  public var seeds: SeedSource
  public private(set) var settings: PlayerSettings
  /// False when the terminal has none (`--no-color` and `NO_COLOR` set `themeForRun` to Plain instead).
  public let colorsAvailable: Bool
  /// The theme `--color-theme`, `ARCADE_THEME`, `--no-color` or `NO_COLOR` set for this run, over Settings.
  public let themeForRun: ThemeName?
  /// Dark or Light as found from the terminal (`COLORFGBG`, or its answer about its background), for a player
  /// who has not chosen a theme.
  public private(set) var detectedTheme: ThemeName?
  /// False when the locale cannot show Unicode or `--ascii` was given.
  public let unicodeAvailable: Bool
  public let dataDirectory: String
  /// The games, in menu order.
  public let games: GameRegistry
  /// The data folder's content, each kind read once.
  public let content: ContentLibrary
  /// One line for the menu's status bar: a store problem, a saved-file note.
  public var statusMessage: String?
  /// Sends text to the terminal's clipboard (the loop's terminal); false when the terminal is not known to take it.
  public var copyToClipboard: (String) -> Bool = { _ in false }
  /// The terminal's size, kept current by the loop, for mouse hit-testing.
  public internal(set) var screenSize = Size(width: 80, height: 24)
  /// Problems to print on stderr when the program exits.
  public private(set) var exitMessages: [String] = []
  /// A round just ended in a way the bell marks (a win, a loss, a new best); the loop rings it, at most once a second.
  public var bellWanted = false
  /// Daily keys found this run, by what they were found from (WordMatch's list file: its pair, read once).
  var dailyKeys: [String: String] = [:]
  /// The store as scenes use it: the opened one (or the one given) with this run's rounds it could not keep.
  private(set) var store: ResilientScoreKeeper?
  private var openStore: (() -> Result<any ScoreKeeping, any Error>)?
  /// The database already exists, so its settings can shape the first frame.
  public let storeIsQuickToOpen: Bool
  /// Reads the stored settings without opening the store (nil when that cannot be done quickly and safely).
  private let peekSettings: (() -> [String: String]?)?

  public init(
    clock: any GameClock, seeds: SeedSource, settings: PlayerSettings, colorsAvailable: Bool,
    themeForRun: ThemeName? = nil, detectedTheme: ThemeName? = nil, unicodeAvailable: Bool, dataDirectory: String, store: (any ScoreKeeping)? = nil,
    openStore: (() -> Result<any ScoreKeeping, any Error>)? = nil, storeIsQuickToOpen: Bool = false,
    peekSettings: (() -> [String: String]?)? = nil, games: GameRegistry = .arcade(), content: ContentLibrary? = nil
  ) {
    self.peekSettings = peekSettings
    self.games = games
    self.content = content ?? ContentLibrary(dataDirectory: dataDirectory)
    self.storeIsQuickToOpen = storeIsQuickToOpen
    self.clock = clock
    self.seeds = seeds
    self.settings = settings
    self.colorsAvailable = colorsAvailable
    self.themeForRun = themeForRun
    self.detectedTheme = detectedTheme
    self.unicodeAvailable = unicodeAvailable
    self.dataDirectory = dataDirectory
    self.openStore = openStore
    self.store = store.map { resilient($0) }
  }

  /// `database` with this run's rounds it could not keep beside it: games stay playable without one.
  private func resilient(_ database: (any ScoreKeeping)?, openProblem: String? = nil) -> ResilientScoreKeeper {
    ResilientScoreKeeper(database: database, openProblem: openProblem) { [weak self] in self?.report($0) }
  }

  public var theme: Theme {
    Theme(themeName, glyphs: unicodeAvailable && settings.unicode ? .unicode : .ascii)
  }

  /// This run's theme: the run's own, else the player's choice (Automatic: what the terminal says, else Dark).
  public var themeName: ThemeName {
    guard colorsAvailable else { return .plain }
    return themeForRun ?? chosenTheme(setting: settings.theme)
  }

  /// The theme a Settings choice stands for: the one chosen, or for Automatic (nil) what the terminal says, else Dark.
  public func chosenTheme(setting: ThemeName?) -> ThemeName { setting ?? detectedTheme ?? .dark }

  /// True while the terminal's answer about its background could still change the theme. A player who picks
  /// Automatic during a run where a theme was chosen gets the answer at the next start.
  public var wantsTerminalBackground: Bool {
    colorsAvailable && themeForRun == nil && settings.theme == nil && detectedTheme == nil
  }

  /// The terminal told its background colour: Dark or Light from it, unless something surer decided already.
  public func terminalReported(background: RGB) {
    guard wantsTerminalBackground else { return }
    detectedTheme = ThemeDetection.theme(forBackground: background)
  }

  public func now() -> Instant { clock.now() }

  /// The store, opened on first use (after the first frame is on screen); nil if it cannot be used.
  public var scores: (any ScoreKeeping)? {
    if store == nil, let open = openStore {
      openStore = nil
      var database: (any ScoreKeeping)?
      var openProblem: String?
      switch open() {
      case .success(let opened):
        database = opened
      case .failure(let error):
        openProblem = "\(error)"
        report("\(error)")
      }
      let opened = resilient(database, openProblem: openProblem)
      store = opened
      loadSettings(from: opened)
    }
    return store
  }

  /// A problem with the score database, if there is one: scenes that show scores say it.
  public var storageProblem: String? { exitMessages.first }

  /// Opens the store now if it is not open yet (the loop calls this after the first frame).
  public func warmUp() { _ = scores }

  /// Before the first frame, for an existing store: takes the stored settings from a quick read of the file
  /// if that works, else opens the store now. A store still to be created is left for after the first frame.
  func prepareFirstFrame() {
    guard storeIsQuickToOpen, store == nil, openStore != nil else { return }
    if let peeked = peekSettings?() {
      apply(peeked)
    } else {
      warmUp()
    }
  }

  public func updateSettings(_ new: PlayerSettings) {
    settings = new
    guard let scores else { return }
    do {
      try scores.setSetting(SettingKey.playerName, new.playerName)
      // Colours on or off is written too, for an older arcade reading the same file.
      try scores.setSetting(SettingKey.colors, String(new.theme != .plain))
      try scores.setSetting(SettingKey.theme, new.theme?.rawValue ?? SettingKey.themeFromTerminal)
      try scores.setSetting(SettingKey.unicode, String(new.unicode))
      try scores.setSetting(SettingKey.sound, String(new.sound))
    } catch {
      report("\(error)")
    }
  }

  /// Remembers a problem for the status line and for stderr at exit.
  public func report(_ message: String) {
    statusMessage = message
    if !exitMessages.contains(message) { exitMessages.append(message) }
  }

  private func loadSettings(from store: any SettingsStore) {
    do {
      var stored: [String: String] = [:]
      for key in [SettingKey.playerName, SettingKey.colors, SettingKey.theme, SettingKey.unicode, SettingKey.sound] {
        if let value = try store.setting(key) { stored[key] = value }
      }
      apply(stored)
    } catch {
      report("\(error)")
    }
  }

  private func apply(_ stored: [String: String]) {
    if let name = stored[SettingKey.playerName], !name.isEmpty { settings.playerName = name }
    if let theme = stored[SettingKey.theme] {
      settings.theme = ThemeName(rawValue: theme)
    } else if stored[SettingKey.colors].flatMap(Bool.init) == false {
      // Stored before themes: colours turned off is the Plain theme.
      settings.theme = .plain
    }
    if let unicode = stored[SettingKey.unicode].flatMap(Bool.init) { settings.unicode = unicode }
    if let sound = stored[SettingKey.sound].flatMap(Bool.init) { settings.sound = sound }
  }
}

/// Names of the player settings kept in the store's key-value table.
public enum SettingKey {
  public static let playerName = "player.name"
  public static let colors = "display.colors"
  public static let theme = "display.theme"
  /// The stored theme of a player who chose to have it found from the terminal.
  public static let themeFromTerminal = "auto"
  public static let unicode = "display.unicode"
  public static let sound = "sound.bell"
}
