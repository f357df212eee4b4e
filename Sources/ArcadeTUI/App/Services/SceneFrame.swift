import ArcadeCore

/// What one event or one drawing of a scene sees of the run: the time, the terminal's size and the look.
///
/// The loop makes one for each event and each frame; what a scene needs beyond these (the round's recording, the
/// store, the content) it was given when it was made.
public struct SceneFrame {
  public var now: Instant
  public var size: Size
  public var theme: Theme
}
