import CNCurses

/// Turns curses mouse reports into press, release, drag and wheel events.
///
/// Curses reports motion with a button held as a bare position report, so the
/// decoder remembers which button is down to call it a drag.
struct MouseDecoding {
  private(set) var heldButton: MouseButton?

  mutating func decode(state: mmask_t, x: Int32, y: Int32) -> MouseEvent? {
    let at = Point(x: Int(x), y: Int(y))
    func has(_ mask: mmask_t) -> Bool { mask != 0 && state & mask == mask }
    let presses: [(mmask_t, MouseButton)] = [
      (cn_button1_pressed(), .left), (cn_button2_pressed(), .middle), (cn_button3_pressed(), .right),
    ]
    let releases: [(mmask_t, MouseButton)] = [
      (cn_button1_released(), .left), (cn_button2_released(), .middle), (cn_button3_released(), .right),
    ]
    let clicks: [(mmask_t, MouseButton)] = [
      (cn_button1_clicked(), .left), (cn_button2_clicked(), .middle), (cn_button3_clicked(), .right),
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
    for (mask, button) in clicks where has(mask) {
      return MouseEvent(.click, button, at: at)
    }
    if has(cn_mouse_report_position()), let held = heldButton {
      return MouseEvent(.drag, held, at: at)
    }
    return nil
  }
}
