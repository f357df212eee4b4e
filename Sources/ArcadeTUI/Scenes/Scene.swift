import ArcadeCore

/// One screen of the arcade: it turns events into engine calls and draws itself into a canvas.
public protocol Scene {
  /// The smallest terminal this scene can lay itself out in.
  var minimumSize: Size { get }
  /// The keys listed by the `?` overlay.
  var help: SceneHelp { get }
  /// While true, `?` and letters go to the scene (a text field has focus) instead of the overlay.
  var isEditingText: Bool { get }
  /// Handles one event; returns a transition to leave or open another scene.
  mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition?
  /// Draws the whole scene; the terminal sends only what changed.
  func draw(into canvas: inout Canvas, frame: SceneFrame)
  /// When the scene next wants a `.tick` (animation, timer); nil means only input wakes it.
  func nextTick(after now: Instant) -> Instant?
  /// Called when the scene comes to the top of the stack (opened, or returned to): reload what may have changed.
  mutating func appear(frame: SceneFrame)
  /// Called when something covers the scene (the help overlay, or the notice that the terminal
  /// is too small) and when it is uncovered again; a game against the clock may pause. Ticks keep
  /// coming while it is covered, so timers stay live and a scene can still finish what it started.
  mutating func covered(_ isShowing: Bool, frame: SceneFrame)
  /// What wakes the scene with `.storeChanged` when the other side of a live match may have written; nil for none.
  var wake: VersusWake? { get }
}

extension Scene {
  public var isEditingText: Bool { false }
  public var wake: VersusWake? { nil }
  public func nextTick(after now: Instant) -> Instant? { nil }
  public mutating func appear(frame: SceneFrame) {}
  public mutating func covered(_ isShowing: Bool, frame: SceneFrame) {}
}

/// What a scene asks the loop to do next.
public enum Transition {
  case push(any Scene)
  case pop
  case replace(with: any Scene)
  case popToRoot
  /// Out of a game, back to where it was opened from: the menu, the Daily screen or the Resume list (the shell for a
  /// game opened from the shell). Every game's `q` leads here, the round kept under Resume.
  case leave
  /// A game's screen in place of the top one, or in place of the same kind of screen just under it (the Options a
  /// game was started from), so `o` on an end panel never stacks a second Options screen on the first.
  case reopen(any Scene)
  /// The arcade's title menu: back to it, or opened in place of the stack when the game was started by `arcade play`.
  case menu
  /// Back to the Daily screen on `game`: the one under this screen, or a new one in its place.
  case daily(GameID)
  /// The same day's daily of `game` again, in place of this screen: practice, as the day's attempt is used.
  case practice(GameID, DailyDate)
  /// The replay of a round, over this screen.
  case watch(PlayedRound)
  /// A race against a round's ghost on its deal, over this screen.
  case race(PlayedRound)
  /// The boards of `game` (the menu's choice when nil), on one board and with one round marked if given.
  case leaderboard(GameID?, boardIndex: Int?, highlight: RoundID?)
  /// The Daily screen on `game` and `day`, over this screen (a daily's board is its day's).
  case dailyBoard(GameID?, DailyDate?)
  case quit
}

/// The keys of one scene: the `?` overlay lists them all, the footer the most important that fit.
public struct SceneHelp: Sendable, Equatable {
  public var title: String
  public var keys: [HelpEntry]
  /// Extra lines under the keys: the rules in a sentence or two.
  public var notes: [String]

  public init(title: String, keys: [HelpEntry], notes: [String] = []) {
    self.title = title
    self.keys = keys
    self.notes = notes
  }

  /// Keys for the overlay only (none of them in the footer).
  public init(title: String, keys: [(keys: String, action: String)], notes: [String] = []) {
    self.init(title: title, keys: keys.map { HelpEntry($0.keys, $0.action) }, notes: notes)
  }
}

/// One line of a scene's help: keys, what they do, and how much the footer wants them.
public struct HelpEntry: Sendable, Equatable {
  public var keys: String
  public var action: String
  /// 0: the overlay only; higher numbers stay in the footer longer as the terminal narrows.
  public var priority: Int
  /// How the footer writes it ("←↑↓→ move"), when shorter than keys and action together.
  public var footer: String?

  public init(_ keys: String, _ action: String, priority: Int = 0, footer: String? = nil) {
    self.keys = keys
    self.action = action
    self.priority = priority
    self.footer = footer
  }

  /// The footer's words for this entry.
  var footerText: String { footer ?? "\(keys) \(action)" }
}
