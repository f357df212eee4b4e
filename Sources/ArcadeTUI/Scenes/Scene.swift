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
  mutating func handle(_ event: InputEvent, services: ArcadeServices) -> Transition?
  /// Draws the whole scene; the terminal sends only what changed.
  func draw(into canvas: inout Canvas, services: ArcadeServices)
  /// When the scene next wants a `.tick` (animation, timer); nil means only input wakes it.
  func nextTick(after now: Instant) -> Instant?
  /// Called when the scene comes to the top of the stack (opened, or returned to): reload what may have changed.
  mutating func appear(services: ArcadeServices)
  /// Called when something covers the scene (the help overlay, or the notice that the terminal
  /// is too small) and when it is uncovered again; a game against the clock may pause. Ticks keep
  /// coming while it is covered, so timers stay live and a scene can still finish what it started.
  mutating func covered(_ isShowing: Bool, services: ArcadeServices)
}

extension Scene {
  public var isEditingText: Bool { false }
  public func nextTick(after now: Instant) -> Instant? { nil }
  public mutating func appear(services: ArcadeServices) {}
  public mutating func covered(_ isShowing: Bool, services: ArcadeServices) {}
}

/// What a scene asks the loop to do next.
public enum Transition {
  case push(any Scene)
  case pop
  case replace(with: any Scene)
  case popToRoot
  case quit
}

/// The keys of one scene, for the help overlay and the README.
public struct SceneHelp: Sendable, Equatable {
  public var title: String
  public var keys: [(keys: String, action: String)]
  /// Extra lines under the keys: the rules in a sentence or two.
  public var notes: [String]

  public init(title: String, keys: [(keys: String, action: String)], notes: [String] = []) {
    self.title = title
    self.keys = keys
    self.notes = notes
  }

  public static func == (lhs: SceneHelp, rhs: SceneHelp) -> Bool {
    lhs.title == rhs.title && lhs.notes == rhs.notes && lhs.keys.map(\.keys) == rhs.keys.map(\.keys)
      && lhs.keys.map(\.action) == rhs.keys.map(\.action)
  }
}
