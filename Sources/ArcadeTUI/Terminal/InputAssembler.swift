/// One unit of input as curses hands it over: a byte, or a key code it decoded (KEY_UP, KEY_MOUSE, KEY_RESIZE…).
enum InputUnit: Equatable {
  case byte(UInt8)
  case keyCode(Int32)
}

/// What input units make: a Unicode scalar (control characters and Esc included) or a curses key code.
enum AssembledInput: Equatable {
  case scalar(Unicode.Scalar)
  case keyCode(Int32)
  /// An operating system command the terminal sent (an answer such as `11;rgb:…`), without `ESC ]` and its end.
  case terminalReport(String)
}

/// Puts bytes together into characters, and keeps junk from reaching the scenes.
///
/// Curses's own `get_wch` waits for the rest of a character after a byte that
/// is not valid UTF-8 (0xFF, or a lone 0xE7 from an 8-bit Alt key) and swallows
/// every key until an arrow arrives. Here a character's later bytes are awaited
/// for a few milliseconds at most, and invalid or cut-short bytes are dropped;
/// the unit that cut a character short is kept for the next key.
///
/// An escape sequence curses did not know as a key — a mouse report on a
/// terminal whose description has no mouse, an unknown function key — is
/// dropped whole instead of arriving as Esc followed by junk. So is an
/// operating system command (`ESC ]` … BEL or ST): the terminal's answer about
/// its background colour comes that way, and is handed over as a report, not keys.
struct InputAssembler {
  /// Units read while looking ahead that begin the next key.
  private var pending: [InputUnit] = []

  /// True when units read ahead are waiting: the next key needs no wait.
  var hasPending: Bool { !pending.isEmpty }

  /// How long the rest of a character or escape sequence may take once it has begun.
  static let followUpMilliseconds = 25

  /// The next key, or nil when `read` times out first. `read(timeout)` returns one unit or nil.
  mutating func next(timeoutMilliseconds: Int, read: (Int) -> InputUnit?) -> AssembledInput? {
    while true {
      guard let unit = take(timeoutMilliseconds, read) else { return nil }
      switch unit {
      case .keyCode(let code):
        return .keyCode(code)
      case .byte(0x1B):
        if let escape = afterEscape(read) { return escape }
      case .byte(let byte) where byte < 0x80:
        return .scalar(Unicode.Scalar(byte))
      case .byte(let byte):
        if let scalar = character(startingWith: byte, read) { return .scalar(scalar) }
      }
    }
  }

  private mutating func take(_ timeout: Int, _ read: (Int) -> InputUnit?) -> InputUnit? {
    pending.isEmpty ? read(timeout) : pending.removeFirst()
  }

  /// The rest of a multi-byte UTF-8 character; nil (all dropped) when it is invalid or cut short.
  private mutating func character(startingWith lead: UInt8, _ read: (Int) -> InputUnit?) -> Unicode.Scalar? {
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return nil  // a continuation byte on its own, or a byte UTF-8 never uses
    }
    var bytes = [lead]
    while bytes.count < length {
      guard let unit = take(Self.followUpMilliseconds, read) else { return nil }
      guard case .byte(let byte) = unit, (0x80...0xBF).contains(byte) else {
        pending.insert(unit, at: 0)
        return nil
      }
      bytes.append(byte)
    }
    // Overlong forms and surrogates are refused by the decoder.
    return String(validating: bytes, as: UTF8.self)?.unicodeScalars.first
  }

  /// After Esc: the Esc key itself, or nil when it began a sequence that is dropped.
  private mutating func afterEscape(_ read: (Int) -> InputUnit?) -> AssembledInput? {
    let escape = AssembledInput.scalar("\u{1B}")
    // Curses has already waited its Esc delay, so a sequence's next byte is here now or never.
    guard let next = take(0, read) else { return escape }
    switch next {
    case .byte(UInt8(ascii: "[")):
      guard let first = take(Self.followUpMilliseconds, read) else {
        pending.insert(next, at: 0)
        return escape
      }
      if first == .byte(UInt8(ascii: "M")) {
        // An X10 mouse report: button, column and row, one byte each.
        for _ in 0..<3 {
          guard let unit = take(Self.followUpMilliseconds, read) else { break }
          guard case .byte = unit else { pending.insert(unit, at: 0); break }
        }
        return nil
      }
      skipControlSequence(from: first, read)
      return nil
    case .byte(UInt8(ascii: "]")):
      return operatingSystemCommand(read)
    case .byte(UInt8(ascii: "O")):
      // SS3: one final byte (a keypad or function key curses did not know).
      guard let final = take(Self.followUpMilliseconds, read) else {
        pending.insert(next, at: 0)
        return escape
      }
      if case .byte(let byte) = final, (0x40...0x7E).contains(byte) { return nil }
      pending.insert(contentsOf: [next, final], at: 0)
      return escape
    default:
      // Esc then a key (Alt+x on most terminals): the Esc, and the key comes next.
      pending.insert(next, at: 0)
      return escape
    }
  }

  /// The longest answer kept; anything longer is not one the arcade asked for, and is dropped.
  static let longestReport = 512

  /// The rest of `ESC ]`: its text up to BEL, ST (`ESC \`) or C1 ST, as a report; nil (all dropped) when it is
  /// cut short, runs too long or holds a key code. A key code or Esc that cuts it short is kept for the next key.
  private mutating func operatingSystemCommand(_ read: (Int) -> InputUnit?) -> AssembledInput? {
    var bytes: [UInt8] = []
    while true {
      guard let unit = take(Self.followUpMilliseconds, read) else { return nil }
      guard case .byte(let byte) = unit else {
        pending.insert(unit, at: 0)
        return nil
      }
      switch byte {
      case 0x07, 0x9C:
        return .terminalReport(String(decoding: bytes, as: UTF8.self))
      case 0x1B:
        guard let next = take(Self.followUpMilliseconds, read) else { return nil }
        if next == .byte(UInt8(ascii: "\\")) { return .terminalReport(String(decoding: bytes, as: UTF8.self)) }
        // Esc that does not end the command begins a key: the command is dropped, the key kept.
        pending.insert(contentsOf: [unit, next], at: 0)
        return nil
      default:
        guard bytes.count < Self.longestReport else { return nil }
        bytes.append(byte)
      }
    }
  }

  /// Drops a CSI sequence's parameters, intermediates and final byte, starting at `unit`.
  private mutating func skipControlSequence(from unit: InputUnit, _ read: (Int) -> InputUnit?) {
    var current: InputUnit? = unit
    while let unit = current {
      guard case .byte(let byte) = unit else { pending.insert(unit, at: 0); return }
      switch byte {
      case 0x20...0x3F: current = take(Self.followUpMilliseconds, read)
      case 0x40...0x7E: return
      default:
        pending.insert(unit, at: 0)
        return
      }
    }
  }
}
