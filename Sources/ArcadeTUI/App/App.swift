import ArcadeCore

/// The loop: wait for input or the next tick, let the top scene handle it, draw, present.
///
/// It never spins: with no animation running it blocks on input until the
/// player does something, and with one it sleeps exactly until the next frame.
public final class App {
  let terminal: any Terminal
  public let services: ArcadeServices
  var scenes: [any Scene]
  var showingHelp = false
  var helpScroll = 0
  /// What the top scene was last told about being covered.
  private var coveredNotified = false
  var quitting = false
  /// When the bell last rang (`App+Bell.swift`).
  var lastBell: Instant?
  /// Makes the title menu when the root is not the menu (a game opened by `arcade play`); nil once it is.
  private var makeMenu: (() -> any Scene)?
  /// The round on top that is kept as unfinished, its moves and when it was last kept (`App+Resume.swift`).
  var kept: (uid: String, moves: Int, at: Instant)?
  /// Why the round being played is not on disk (its last keep went to memory only); nil while it is.
  var roundNotKept: String?
  /// Ctrl-C ended the run: the program exits 130 once the terminal is restored, as shells expect of an interrupt.
  public private(set) var interrupted = false
  /// The round on top when it was first seen and its moves then: it is kept only once it has more.
  var opened: (uid: String, moves: Int)?
  /// Milliseconds without a key, click or resize after which the run ends (a host's idle sessions); nil: never.
  public var idleLimit: Int64?
  /// When the player last did something (`App+Idle.swift`).
  var lastInput: Instant?
  /// The run ended because no one did anything for `idleLimit`.
  public internal(set) var closedForIdle = false

  /// `menu` makes the title menu for a root that is not the menu itself.
  public init(terminal: any Terminal, services: ArcadeServices, root: any Scene, menu: (() -> any Scene)? = nil) {
    self.terminal = terminal
    self.services = services
    scenes = [root]
    makeMenu = menu
    services.display.copyToClipboard = { [weak terminal] text in terminal?.copyToClipboard(text) ?? false }
  }

  /// The scene on top of the stack (for tests).
  public var topScene: any Scene { scenes[scenes.count - 1] }
  public var depth: Int { scenes.count }

  /// Runs until a scene quits or Ctrl-C.
  public func run() {
    // An existing store's settings (colours, glyphs, name) shape the first frame: read on their own when
    // they can be, else by opening the store first. Otherwise opening it, or creating a new one, waits
    // until the menu is up; then the frame is drawn again for what the store has to say (a problem, rounds
    // waiting), and only what changed is sent.
    services.prepareFirstFrame()
    scenes[0].appear(frame: services.frame)
    syncCovered()
    draw()
    let openedAfterFirstFrame = !services.storage.isOpen
    services.storage.warmUp()
    if openedAfterFirstFrame {
      // What the store holds shapes the menu too (a round to resume).
      scenes[0].appear(frame: services.frame)
      draw()
    }
    // Asked only now, with the first frame on screen and any remembered choice read: the answer (a few
    // milliseconds later, or never) redraws in Light if the background is light.
    if services.display.wantsBackground(for: services.settings) { terminal.askBackground() }
    services.storage.prepareForWriting()
    while !quitting {
      step()
    }
    keepRound(leaving: true)
  }

  /// One turn of the loop: wait, handle, draw.
  public func step() {
    services.screenSize = terminal.size
    let now = services.now()
    let wake = topScene.nextTick(after: now)
    terminal.watch(topScene.wake)
    let until = [wake, idleDeadline(now: now)].compactMap { $0 }.min()
    let timeout = until.map { Int(max(0, $0.milliseconds(since: now))) }
    let event = terminal.nextEvent(timeoutMilliseconds: timeout) ?? .tick
    if closeIfIdle(after: event) { return }
    if event == .tick, wake == nil { return }
    handle(event)
    keepRound()
    ringIfWanted()
    if !quitting {
      syncCovered()
      draw()
    }
  }

  func handle(_ event: InputEvent) {
    noteOpened()
    if case .terminalBackground(let background) = event {
      services.display.reported(background: background, for: services.settings)
      return
    }
    if event.isInterrupt {
      interrupted = true
      quitting = true
      return
    }
    if event == .key(.control("z")) {
      suspend()
      return
    }
    if event == .key(.control("l")) {
      terminal.invalidate()
      return
    }
    if case .resize = event {
      // The scene redraws at the new size; it may also want to know, and act on it: at that size (the loop read
      // the size before it waited for this event).
      services.screenSize = terminal.size
      if let transition = send(event) { apply(transition) }
      return
    }
    if showingHelp {
      handleWithHelpOpen(event)
      return
    }
    let scene = topScene
    if !terminal.size.contains(scene.minimumSize) {
      if event.isCharacter("q") || event == .key(.escape) {
        // The scene decides how to leave (a game may ask first, or tidy up); else go back,
        // unless the key was typed into a text field.
        let typing = scene.isEditingText
        if let transition = send(event) {
          apply(transition)
        } else if !typing {
          apply(.pop)
        }
      } else if event == .tick, let transition = send(event) {
        apply(transition)
      }
      return
    }
    if !scene.isEditingText, event.isCharacter("?") || event == .key(.function(1)) {
      setHelp(showing: true)
      return
    }
    if let transition = send(event) { apply(transition) }
  }

  /// Ctrl-Z: the top scene is covered while the program is stopped, so a game clock does not run.
  private func suspend() {
    let wasCovered = coveredNotified
    if !wasCovered { scenes[scenes.count - 1].covered(true, frame: services.frame) }
    terminal.suspend()
    if !wasCovered { scenes[scenes.count - 1].covered(false, frame: services.frame) }
    terminal.invalidate()
  }

  /// Tells the top scene when help or the too-small notice starts or stops covering it.
  private func syncCovered() {
    let covered = showingHelp || !terminal.size.contains(topScene.minimumSize)
    guard covered != coveredNotified else { return }
    coveredNotified = covered
    scenes[scenes.count - 1].covered(covered, frame: services.frame)
  }

  func send(_ event: InputEvent) -> Transition? {
    scenes[scenes.count - 1].handle(event, frame: services.frame)
  }

  func apply(_ transition: Transition) {
    keepRound(leaving: true)
    // A covered scene (paused under help, say) is uncovered before another goes over it,
    // so that it does not stay paused when it comes back to the top.
    if coveredNotified {
      coveredNotified = false
      scenes[scenes.count - 1].covered(false, frame: services.frame)
    }
    switch transition {
    case .push(let scene):
      scenes.append(scene)
    case .pop:
      if scenes.count > 1 { scenes.removeLast() } else { quitting = true }
    case .replace(let scene):
      scenes[scenes.count - 1] = scene
    case .popToRoot:
      scenes.removeSubrange(1...)
    case .leave:
      leaveGame()
    case .reopen(let scene):
      Self.reopen(scene, in: &scenes)
    case .practice(let game, let day):
      if let game = services.games[game] { scenes[scenes.count - 1] = services.openDaily(game, on: day) }
    case .daily(let game):
      Self.backToDaily(game, in: &scenes, services: services)
    case .menu:
      if let makeMenu {
        scenes = [makeMenu()]
        self.makeMenu = nil
      } else {
        scenes.removeSubrange(1...)
      }
    case .watch(let round):
      scenes.append(services.replayScene(of: round))
    case .race(let round):
      scenes.append(services.ghostRaceScene(against: round))
    case .leaderboard(let game, let board, let highlight):
      scenes.append(LeaderboardScene(services: services, game: game, boardIndex: board, highlight: highlight))
    case .dailyBoard(let game, let day):
      scenes.append(DailyScene(services: services, game: game, day: day, appearing: false))
    case .quit:
      quitting = true
    }
    if !quitting {
      showingHelp = false
      scenes[scenes.count - 1].appear(frame: services.frame)
    }
  }

  func draw() {
    services.screenSize = terminal.size
    var canvas = Canvas(size: terminal.size)
    let scene = topScene
    let frame = services.frame
    let theme = frame.theme
    if canvas.size.contains(scene.minimumSize) {
      scene.draw(into: &canvas, frame: frame)
      drawNotKept(into: &canvas)
      drawDailyBadge(into: &canvas)
      if showingHelp { HelpOverlay.draw(scene.help, into: &canvas, theme: theme, scroll: helpScroll) }
    } else {
      TooSmallMessage.draw(into: &canvas, needed: scene.minimumSize, theme: theme)
    }
    if !theme.glyphs.isUnicode { AsciiFallback.apply(to: &canvas) }
    PaintedScreen.apply(to: &canvas, theme: theme)
    terminal.present(canvas)
  }

  public var isFinished: Bool { quitting }
}
