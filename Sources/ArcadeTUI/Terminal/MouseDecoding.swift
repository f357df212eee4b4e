import CNCurses

/// Turns curses mouse reports into press, release, drag and wheel events.
///
/// Curses reports motion with a button held as a bare position report, so the
/// decoder remembers which button is down to call it a drag. Clicks are not
/// asked of curses (see `cn_start_mouse`): a click is a press and a release.
struct MouseDecoding {
  private(set) var heldButton: MouseButton?

  /// The events of one run of reports, in the order they happened.
  ///
  /// Curses hands over the reports that arrived together (a run ends at a
  /// motion or wheel report, and holds at most 8) after a single `KEY_MOUSE`,
  /// and `getmouse` gives them newest first; `reports` is that newest-first
  /// list. Reading only one would lose the press of a click whose release came
  /// in the same read.
  mutating func decode(newestFirst reports: [MEVENT]) -> [MouseEvent] {
    reports.reversed().compactMap { decode(state: $0.bstate, x: $0.x, y: $0.y) }
  }

  mutating func decode(state: mmask_t, x: Int32, y: Int32) -> MouseEvent? {
    let at = Point(x: Int(x), y: Int(y))
    func has(_ mask: mmask_t) -> Bool { mask != 0 && state & mask == mask }
    let presses: [(mmask_t, MouseButton)] = [
      (cn_button1_pressed(), .left), (cn_button2_pressed(), .middle), (cn_button3_pressed(), .right),
    ]
    let releases: [(mmask_t, MouseButton)] = [
      (cn_button1_released(), .left), (cn_button2_released(), .middle), (cn_button3_released(), .right),
    ]
    if has(cn_button4_pressed()) { return MouseEvent(.press, .wheelUp, at: at) }
    if has(cn_button5_pressed()) { return MouseEvent(.press, .wheelDown, at: at) }
    for (mask, button) in presses where has(mask) {
      heldButton = button
      return MouseEvent(.press, button, at: at)
    }
    for (mask, button) in releases where has(mask) {
      heldButton = nil
      return MouseEvent(.release, button, at: at)
    }
    if has(cn_mouse_report_position()), let held = heldButton {
      return MouseEvent(.drag, held, at: at)
    }
    return nil
  }
}
