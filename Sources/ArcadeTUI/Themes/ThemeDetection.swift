/// Finding whether the terminal's background is light or dark, for a player who has not chosen a theme.
///
/// Two sources, both pure here: `COLORFGBG` (set by rxvt, Konsole and others) and the
/// terminal's answer to OSC 11 (`ESC ] 11 ; ? ST`), which most terminals and tmux give.
public enum ThemeDetection {
  /// The question that asks the terminal for its background colour (terminated by ST, not BEL,
  /// so a terminal that does not know OSC 11 does not ring its bell).
  public static let backgroundQuestion = "\u{1B}]11;?\u{1B}\\"

  /// Dark or Light from `COLORFGBG` ("15;0", "0;default;15"): its last field is the background's
  /// colour number; nil when it names no colour.
  public static func theme(colorFGBG: String) -> ThemeName? {
    guard let last = colorFGBG.split(separator: ";").last, let number = Int(last), (0...15).contains(number) else { return nil }
    // 7 (light grey) and the bright colours but 8 (dark grey) are light backgrounds.
    return number == 7 || number >= 9 ? .light : .dark
  }

  /// The background colour in an OSC 11 answer's text (after `ESC ]`, before its terminator):
  /// `11;rgb:RRRR/GGGG/BBBB` with one to four hex digits a component, `rgba:` too, or `11;#RRGGBB`.
  public static func background(fromReply reply: String) -> RGB? {
    guard reply.hasPrefix("11;") else { return nil }
    let spec = reply.dropFirst(3)
    if spec.hasPrefix("#"), spec.count == 7, let hex = UInt32(spec.dropFirst(), radix: 16) { return RGB(hex) }
    let body: Substring
    if spec.hasPrefix("rgb:") {
      body = spec.dropFirst(4)
    } else if spec.hasPrefix("rgba:") {
      body = spec.dropFirst(5)
    } else {
      return nil
    }
    let parts = body.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count >= 3 else { return nil }
    var components: [UInt8] = []
    for part in parts.prefix(3) {
      guard (1...4).contains(part.count), let value = UInt32(part, radix: 16) else { return nil }
      // Scaled from its own width: "f" and "ffff" are both full intensity.
      let maximum = (UInt32(1) << (4 * UInt32(part.count))) - 1
      components.append(UInt8((Double(value) * 255 / Double(maximum)).rounded()))
    }
    return RGB(red: components[0], green: components[1], blue: components[2])
  }

  /// Light when Light's text reads better on `background` than Dark's does, by WCAG contrast.
  public static func theme(forBackground background: RGB) -> ThemeName {
    background.contrast(with: ThemePalette.light.text) > background.contrast(with: ThemePalette.dark.text) ? .light : .dark
  }

  /// Whether to ask a terminal of this type at all: the Linux console takes `ESC ]` for its own
  /// palette commands and would print the rest, and a terminal with no type answers nothing.
  public static func mayAsk(term: String?) -> Bool {
    guard let term, !term.isEmpty else { return false }
    return !term.hasPrefix("linux") && term != "dumb"
  }
}
