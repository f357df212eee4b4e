import CNCurses

/// Turns what the terminal reports (a character or a curses key code) into a `Key`.
enum KeyDecoding {
  static func decode(_ input: AssembledInput) -> Key? {
    switch input {
    case .keyCode(let code): return decodeKeyCode(code)
    case .scalar(let scalar): return decodeCharacter(scalar.value)
    case .terminalReport: return nil
    }
  }

  static func decodeCharacter(_ code: UInt32) -> Key? {
    switch code {
    case 10, 13: return .enter
    case 27: return .escape
    case 9: return .tab
    case 8, 127: return .backspace
    case 1...26: return .control(Character(Unicode.Scalar(code + 96)!))
    case 0..<32, 0x80...0x9F: return nil
    default:
      guard let scalar = Unicode.Scalar(code) else { return nil }
      return .character(Character(scalar))
    }
  }

  static func decodeKeyCode(_ code: Int32) -> Key? {
    switch code {
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_ENTER: return .enter
    case KEY_BACKSPACE: return .backspace
    case KEY_DC: return .delete
    case KEY_HOME: return .home
    case KEY_END: return .end
    case KEY_PPAGE: return .pageUp
    case KEY_NPAGE: return .pageDown
    case KEY_BTAB: return .backTab
    case KEY_F0 + 1...KEY_F0 + 12: return .function(Int(code - KEY_F0))
    default: return nil
    }
  }
}
