#if canImport(Glibc)
import Glibc
#endif

/// The C library's width of a code point under a UTF-8 locale, whatever the process's locale is.
///
/// The program sets its locale from the environment before curses starts, but
/// tests and `arcade scores` never do, and `wcwidth` in the "C" locale knows
/// only ASCII. So the width is asked under a C.UTF-8 locale object made once
/// (glibc has the same width table for every UTF-8 locale), switched to for
/// the call on this thread only.
enum TerminalWidth {
  static func of(_ scalar: Unicode.Scalar) -> Int {
    #if canImport(Glibc)
    if let locale = utf8Locale {
      let previous = uselocale(locale)
      defer { uselocale(previous) }
      return max(0, Int(c_wcwidth(wchar_t(bitPattern: scalar.value))))
    }
    #endif
    return fallbackWidth(scalar)
  }

  /// An approximation for a system without a UTF-8 locale: wide East Asian ranges and emoji blocks,
  /// zero for controls, combining marks and the zero-width characters.
  static func fallbackWidth(_ scalar: Unicode.Scalar) -> Int {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return 0
    case 0x0300...0x036F, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF: return 0
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3040...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
      0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F680...0x1F6FF,
      0x1F900...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x3FFFD:
      return 2
    default:
      return scalar.properties.generalCategory == .nonspacingMark ? 0 : 1
    }
  }
}

#if canImport(Glibc)
/// Made once and never changed; nil where the system has no UTF-8 locale at all.
private nonisolated(unsafe) let utf8Locale: locale_t? = {
  for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] {
    if let locale = newlocale(LC_CTYPE_MASK, name, nil) { return locale }
  }
  return nil
}()

/// glibc's wcwidth, which the Glibc module leaves out (it is an X/Open extension in wchar.h).
@_silgen_name("wcwidth")
private func c_wcwidth(_ character: wchar_t) -> Int32
#endif
