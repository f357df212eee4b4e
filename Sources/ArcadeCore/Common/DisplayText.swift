/// Returns `raw` with terminal escape sequences and control characters removed, for display.
///
/// Player names are stored exactly as typed; anything that shows one goes
/// through this first, so a name cannot move the cursor, retitle the window or
/// change colours. Removed: ESC sequences (CSI, OSC, DCS/SOS/PM/APC strings and
/// two-character escapes), their 8-bit C1 forms, every other C0/C1 control,
/// DEL, and the bidirectional embedding/override/isolate marks (which can make
/// text display in an order other than the one stored). Everything else,
/// including emoji and combining marks, is kept.
public func sanitizedForDisplay(_ raw: String) -> String {
  var kept = String.UnicodeScalarView()
  var scalars = raw.unicodeScalars[...]

  /// Drops a control string (OSC, DCS…) up to and including its terminator: BEL, ST (ESC \) or 8-bit ST.
  func skipControlString() {
    while let scalar = scalars.popFirst() {
      switch scalar.value {
      case 0x07, 0x9C: return
      case 0x1B:
        if scalars.first == "\\" { scalars.removeFirst() }
        return
      default: continue
      }
    }
  }

  /// Drops CSI parameters and intermediates up to and including the final byte (0x40–0x7E).
  func skipCSIBody() {
    while let scalar = scalars.first {
      switch scalar.value {
      case 0x20...0x3F: scalars.removeFirst()
      case 0x40...0x7E: scalars.removeFirst(); return
      default: return  // not part of a CSI: leave it to the main loop
      }
    }
  }

  while let scalar = scalars.popFirst() {
    switch scalar.value {
    case 0x1B:
      guard let next = scalars.popFirst() else { break }
      switch next.value {
      case 0x5B: skipCSIBody()  // ESC [
      case 0x5D, 0x50, 0x58, 0x5E, 0x5F: skipControlString()  // ESC ] P X ^ _
      case 0x20...0x2F:
        // nF escape: intermediates then one final byte.
        while let more = scalars.first, (0x20...0x2F).contains(more.value) { scalars.removeFirst() }
        if !scalars.isEmpty { scalars.removeFirst() }
      default: break  // two-character escape (ESC c, ESC 7…): both dropped
      }
    case 0x9B: skipCSIBody()
    case 0x9D, 0x90, 0x98, 0x9E, 0x9F: skipControlString()
    case 0x00...0x1F, 0x7F, 0x80...0x9F: continue
    case 0x202A...0x202E, 0x2066...0x2069: continue
    default: kept.append(scalar)
    }
  }
  return String(kept)
}

extension Character {
  /// Columns the character takes in a terminal: the C library's `wcwidth` of its first code point,
  /// which is what curses and the terminal go by, so a combining mark or a variation selector after
  /// it adds nothing. 2 for wide characters (CJK, most emoji such as 🚀), 0 for zero-width ones
  /// (U+200B, a lone combining mark) and for control characters, which take no cell of their own.
  public var terminalWidth: Int {
    guard let scalar = unicodeScalars.first else { return 0 }
    if (0x20...0x7E).contains(scalar.value) { return 1 }
    return TerminalWidth.of(scalar)
  }
}

/// Terminal columns a string takes (see `Character.terminalWidth`).
public func displayWidth(_ text: String) -> Int {
  text.reduce(0) { $0 + $1.terminalWidth }
}

extension String {
  /// The longest start of the string that fits in `width` terminal columns (a wide character that
  /// would straddle the edge is left out).
  public func prefix(fittingWidth width: Int) -> String {
    var used = 0
    var end = startIndex
    for index in indices {
      let next = used + self[index].terminalWidth
      if next > width { break }
      used = next
      end = self.index(after: index)
    }
    return String(self[..<end])
  }
}
