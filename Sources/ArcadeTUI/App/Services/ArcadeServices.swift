import ArcadeCore

/// The run's parts, made once and handed out by what each screen needs: the clock, the terminal's look
/// (`Display`), the score store (`ScoreAccess`), the player (`PlayerProfile`), a game's rounds (`RoundRecorder`),
/// the games and the data folder's content.
///
/// The loop and the screens that lead to other screens (the menu, Resume, Daily, Settings, Help, the boards) hold
/// it; a game's screens are given the parts they use when they are made. Tests build their own with a manual clock
/// and an in-memory store.
public final class ArcadeServices {
  public let clock: any GameClock
  public let display: Display
  public let storage: ScoreAccess
  public let player: PlayerProfile
  public let recorder: RoundRecorder
  public let dataDirectory: String
  /// The games, in menu order.
  public let games: GameRegistry
  /// The data folder's content, each kind read once.
  public let content: ContentLibrary
  /// Daily keys found this run, by what they were found from (WordMatch's list file: its pair, read once).
  var dailyKeys: [String: String] = [:]

  public init(
    clock: any GameClock, seeds: SeedSource, settings: PlayerSettings, colorsAvailable: Bool,
    themeForRun: ThemeName? = nil, detectedTheme: ThemeName? = nil, unicodeAvailable: Bool, dataDirectory: String, store: (any ScoreKeeping)? = nil,
    openStore: (() -> Result<any ScoreKeeping, any Error>)? = nil, storeIsQuickToOpen: Bool = false,
    peekSettings: (() -> [String: String]?)? = nil, games: GameRegistry = .arcade(), content: ContentLibrary? = nil,
    playerForRun: String? = nil
  ) {
    self.clock = clock
    self.games = games
    self.content = content ?? ContentLibrary(dataDirectory: dataDirectory)
    self.dataDirectory = dataDirectory
    display = Display(
      colorsAvailable: colorsAvailable, themeForRun: themeForRun, detectedTheme: detectedTheme, unicodeAvailable: unicodeAvailable)
    storage = ScoreAccess(store: store, openStore: openStore, isQuickToOpen: storeIsQuickToOpen, peekSettings: peekSettings)
    let player = PlayerProfile(settings: settings, storage: storage, namedForRun: playerForRun)
    self.player = player
    storage.whenOpened = { [weak player] in player?.load(from: $0) }
    recorder = RoundRecorder(
      clock: clock, seeds: seeds, player: player, storage: storage, display: display, games: games, content: self.content)
  }

  /// What a scene sees of the run for one event or frame: now, the terminal's size, the player's look.
  public var frame: SceneFrame { SceneFrame(now: now(), size: display.screenSize, theme: theme) }

  public var settings: PlayerSettings { player.settings }

  public var theme: Theme { display.theme(for: player.settings) }

  /// The theme this run shows for the player: the run's own, else theirs.
  public var themeName: ThemeName { display.themeName(for: player.settings) }

  /// The terminal's size, kept current by the loop.
  public var screenSize: Size {
    get { display.screenSize }
    set { display.screenSize = newValue }
  }

  public func now() -> Instant { clock.now() }

  /// The UTC day it is now: the day whose deals are today's everywhere.
  public var today: DailyDate { recorder.today }

  /// The store, opened on first use (after the first frame is on screen); nil if it cannot be used.
  public var scores: (any ScoreKeeping)? { storage.scores }

  /// Remembers a problem for the status line and for stderr at exit.
  public func report(_ message: String) { storage.report(message) }

  /// Before the first frame, for an existing store: takes the stored settings from a quick read of the file
  /// if that works, else opens the store now. A store still to be created is left for after the first frame.
  func prepareFirstFrame() {
    if let peeked = storage.settingsForFirstFrame() { player.apply(peeked) }
  }
}
