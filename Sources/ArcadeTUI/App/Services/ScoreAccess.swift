import ArcadeCore

/// The score store as the run uses it: opened on first use (after the first frame is on screen), with this run's
/// rounds it could not keep beside it, and the problems it met, for the status line and for stderr at exit.
public final class ScoreAccess {
  /// The store as scenes use it: the opened one (or the one given) with this run's rounds it could not keep.
  private(set) var store: ResilientScoreKeeper?
  private var openStore: (() -> Result<any ScoreKeeping, any Error>)?
  /// The database already exists, so its settings can shape the first frame.
  public let isQuickToOpen: Bool
  /// Reads the stored settings without opening the store (nil when that cannot be done quickly and safely).
  private let peekSettings: (() -> [String: String]?)?
  /// Told once, when the store opens: the player's settings are read from it.
  var whenOpened: ((any SettingsStore) -> Void)?
  /// One line for the menu's status bar: a store problem, a saved-file note.
  public var statusMessage: String?
  /// Problems to print on stderr when the program exits.
  public private(set) var exitMessages: [String] = []

  public init(
    store: (any ScoreKeeping)?, openStore: (() -> Result<any ScoreKeeping, any Error>)?, isQuickToOpen: Bool,
    peekSettings: (() -> [String: String]?)?
  ) {
    self.openStore = openStore
    self.isQuickToOpen = isQuickToOpen
    self.peekSettings = peekSettings
    self.store = store.map { resilient($0) }
  }

  /// `database` with this run's rounds it could not keep beside it: games stay playable without one.
  private func resilient(_ database: (any ScoreKeeping)?, openProblem: String? = nil) -> ResilientScoreKeeper {
    ResilientScoreKeeper(database: database, openProblem: openProblem) { [weak self] in self?.report($0) }
  }

  /// Where live matches are kept: the score file (opened now if it was not); nil without one.
  public var versus: (any VersusStore)? {
    _ = scores
    return store?.versus
  }

  /// A host's players' keys (`arcade host`), for a run the host started (`isHosted`); nil otherwise.
  public var hostKeys: (any HostKeyStore)? {
    guard isHosted else { return nil }
    _ = scores
    return store?.hostKeys
  }

  /// This run is a host's session (`arcade host session`): Settings lists the player's keys.
  public var isHosted = false

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
      whenOpened?(opened)
    }
    return store
  }

  /// Opens the store now if it is not open yet (the loop calls this after the first frame).
  public func warmUp() { _ = scores }

  /// Whether the store is still to be opened.
  public var isOpen: Bool { store != nil }

  /// Before the first frame, for an existing store: the stored settings from a quick read of the file if that works
  /// (nil otherwise, and the store is then opened at once). Nil too for a store still to be created: it waits until
  /// after the first frame.
  func settingsForFirstFrame() -> [String: String]? {
    guard isQuickToOpen, store == nil, openStore != nil else { return nil }
    if let peeked = peekSettings?() { return peeked }
    warmUp()
    return nil
  }

  /// A problem with the score database, if there is one: scenes that show scores say it.
  public var storageProblem: String? { exitMessages.first }

  /// Remembers a problem for the status line and for stderr at exit.
  public func report(_ message: String) {
    statusMessage = message
    if !exitMessages.contains(message) { exitMessages.append(message) }
  }

  /// Saves a finished round: in the database, waiting in the journal, or kept for this session only; says which.
  public func keep(_ round: PlayedRound) -> SaveResult {
    // The store reports a round it could not keep (`ResilientScoreKeeper`).
    scores?.keep(round) ?? .keptForSession(reason: "no score file")
  }

  /// The id boards show the round just kept under: its row in the score file, its line in the journal, or this
  /// session's (nil when there is no store to keep it).
  var lastKeptID: RoundID? { store?.lastKeptID }

  /// One line about the score file for the menu ("2 rounds waiting to be saved — arcade.sqlite is locked…"),
  /// or nil when all is well or the store is not open yet (it never opens the store itself).
  public var statusLine: String? { store?.statusLine }

  /// Starts checking the score file before its first write, off the main thread (the loop calls this after the
  /// first frame).
  public func prepareForWriting() {
    scores?.prepareForWriting()
  }

  /// At exit: a last try to save rounds that wait, and lines for stderr naming those that still do.
  public func finish() -> [String] {
    store?.finish() ?? []
  }
}
