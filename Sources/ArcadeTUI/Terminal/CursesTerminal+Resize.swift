import CNCurses

extension CursesTerminal {
  /// How long any wait blocks before it looks at the terminal's size (`WaitDeadline`): once a second costs nothing measurable.
  static let sizeLookInterval: Int32 = 1_000

  /// A resize curses was not told of: its SIGWINCH fell between curses's look for one and its blocking read (seen
  /// under load), so the read went on waiting for a key. Nil when the size is the one curses has.
  func resizeIfMissed() -> InputEvent? {
    guard cn_resize_if_changed() != 0 else { return nil }
    size = Size(width: Int(cn_cols()), height: Int(cn_lines()))
    return .resize(size)
  }
}

extension CursesTerminal {
  /// Continued after a stop the loop did not carry out (SIGSTOP): modes back, last frame sent whole.
  func repaintAfterContinue() {
    cn_resume_after_continue()
    mouse = MouseDecoding()
    let last = shown
    invalidate()
    if let last { present(last) }
  }
}
