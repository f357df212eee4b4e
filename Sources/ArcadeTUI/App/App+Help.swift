import ArcadeCore

/// The `?` overlay over the top scene: open, scrolled, closed.
extension App {
  /// An event while the help overlay is up: the scene still ticks under it, the wheel and ↑↓ scroll it,
  /// and any other key or click closes it.
  func handleWithHelpOpen(_ event: InputEvent) {
    switch event {
    case .tick:
      // The scene goes on under the overlay (a timer, the end of an animation).
      if let transition = send(event) {
        showingHelp = false
        apply(transition)
      }
    case .key(.down), .key(.character("j")), .key(.up), .key(.character("k")):
      // Scroll an overlay taller than the terminal; when it all fits, these close it like any key.
      if !scrollHelp(down: event == .key(.down) || event == .key(.character("j"))) { setHelp(showing: false) }
    case .key:
      setHelp(showing: false)
    case WheelStep.up, WheelStep.down:
      // The wheel is not a key: it scrolls the overlay and never closes it.
      _ = scrollHelp(down: WheelStep.down ~= event)
    case .mouse(let mouse) where mouse.kind == .press:
      setHelp(showing: false)
    default:
      break
    }
  }

  /// Scrolls the help overlay a line when there is more that way; false when there is not.
  func scrollHelp(down: Bool) -> Bool {
    if down, HelpOverlay.hiddenBelow(topScene.help, canvas: terminal.size, scroll: helpScroll) > 0 {
      helpScroll += 1
    } else if !down, helpScroll > 0 {
      helpScroll -= 1
    } else {
      return false
    }
    return true
  }

  func setHelp(showing: Bool) {
    // What the overlay covered is sent whole again, as after Ctrl-L.
    if showingHelp, !showing { terminal.invalidate() }
    showingHelp = showing
    helpScroll = 0
  }
}
