import ArcadeTestSupport
import CNCurses
import Testing
@testable import ArcadeTUI

@Suite struct KeyDecodingTests {
  @Test(arguments: [
    (UInt32(10), Key.enter), (13, .enter), (27, .escape), (9, .tab), (127, .backspace), (8, .backspace),
    (3, .control("c")), (21, .control("u")), (UInt32(("a" as Unicode.Scalar).value), .character("a")),
    (UInt32(("7" as Unicode.Scalar).value), .character("7")), (32, .character(" ")),
    (UInt32(("ñ" as Unicode.Scalar).value), .character("ñ")),
  ])
  func characters(code: UInt32, key: Key) {
    #expect(KeyDecoding.decode(.scalar(Unicode.Scalar(code)!)) == key)
  }

  @Test func keyCodes() {
    let pairs: [(Int32, Key)] = [
      (KEY_UP, .up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right), (KEY_ENTER, .enter),
      (KEY_BACKSPACE, .backspace), (KEY_DC, .delete), (KEY_HOME, .home), (KEY_END, .end),
      (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown), (KEY_BTAB, .backTab), (KEY_F0 + 1, .function(1)),
    ]
    for (code, key) in pairs {
      #expect(KeyDecoding.decode(.keyCode(code)) == key)
    }
  }

  @Test func oddInputIsDropped() {
    #expect(KeyDecoding.decode(.scalar("\u{0}")) == nil)
    #expect(KeyDecoding.decode(.scalar("\u{9B}")) == nil)
    #expect(KeyDecoding.decode(.keyCode(0o777)) == nil)
  }
}

@Suite struct MouseDecodingTests {
  @Test func pressDragRelease() {
    var decoder = MouseDecoding()
    #expect(decoder.decode(state: cn_button1_pressed(), x: 3, y: 4) == MouseEvent(.press, .left, at: Point(x: 3, y: 4)))
    #expect(decoder.decode(state: cn_mouse_report_position(), x: 5, y: 4) == MouseEvent(.drag, .left, at: Point(x: 5, y: 4)))
    #expect(decoder.decode(state: cn_button1_released(), x: 6, y: 4) == MouseEvent(.release, .left, at: Point(x: 6, y: 4)))
    // Motion with no button held is not a drag.
    #expect(decoder.decode(state: cn_mouse_report_position(), x: 7, y: 4) == nil)
  }

  @Test func otherButtonsAndWheel() {
    var decoder = MouseDecoding()
    #expect(decoder.decode(state: cn_button3_pressed(), x: 1, y: 1)?.button == .right)
    #expect(decoder.decode(state: cn_button2_pressed(), x: 1, y: 1)?.button == .middle)
    #expect(decoder.decode(state: cn_button4_pressed(), x: 1, y: 1) == MouseEvent(.press, .wheelUp, at: Point(x: 1, y: 1)))
  }

  /// Runs as curses hands them over, newest first: two clicks read at once, then a press with the
  /// motion that ended its run, then the release. Every report is kept, in order.
  @Test func runsOfReportsAreDecodedOldestFirst() {
    func report(_ state: mmask_t, _ x: Int32, _ y: Int32) -> MEVENT { MEVENT(id: 0, x: x, y: y, z: 0, bstate: state) }
    var decoder = MouseDecoding()
    let clicks = decoder.decode(newestFirst: [
      report(cn_button1_released(), 3, 2), report(cn_button1_pressed(), 3, 2),
      report(cn_button1_released(), 1, 2), report(cn_button1_pressed(), 1, 2),
    ])
    #expect(clicks == [
      MouseEvent(.press, .left, at: Point(x: 1, y: 2)), MouseEvent(.release, .left, at: Point(x: 1, y: 2)),
      MouseEvent(.press, .left, at: Point(x: 3, y: 2)), MouseEvent(.release, .left, at: Point(x: 3, y: 2)),
    ])
    let drag = decoder.decode(newestFirst: [report(cn_mouse_report_position(), 7, 1), report(cn_button1_pressed(), 5, 1)])
    #expect(drag == [MouseEvent(.press, .left, at: Point(x: 5, y: 1)), MouseEvent(.drag, .left, at: Point(x: 7, y: 1))])
    #expect(decoder.heldButton == .left)
    #expect(decoder.decode(newestFirst: [report(cn_button1_released(), 7, 1)]) == [MouseEvent(.release, .left, at: Point(x: 7, y: 1))])
    #expect(decoder.heldButton == nil)
  }
}
