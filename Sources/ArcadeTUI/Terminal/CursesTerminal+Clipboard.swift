import CNCurses
import Foundation

/// OSC 52: the share line to the clipboard, where the terminal is known to take it.
extension CursesTerminal {
  /// How a clipboard write gets through tmux: as it is (tmux keeps it and passes it on), wrapped in a passthrough,
  /// or not at all (tmux drops what applications send unless told otherwise).
  enum TmuxClipboard { case plain, passthrough, refused }

  public func copyToClipboard(_ text: String) -> Bool {
    guard running else { return false }
    let osc = "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}"
    let sequence: String
    if ProcessInfo.processInfo.environment["TMUX"] != nil {
      switch Self.tmuxClipboard() {
      case .plain: sequence = osc
      case .passthrough: sequence = "\u{1B}Ptmux;" + osc.replacingOccurrences(of: "\u{1B}", with: "\u{1B}\u{1B}") + "\u{1B}\\"
      case .refused: return false
      }
    } else {
      // Only a terminal whose description says it takes OSC 52 is told "copied"; others may, but nobody knows.
      guard cn_has_clipboard() != 0 else { return false }
      sequence = osc
    }
    // Straight to the terminal after curses has sent its frame, as the background question goes.
    let bytes = Array(sequence.utf8)
    return bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) } == bytes.count
  }

  /// What this tmux server does with an application's OSC 52, from its options (asked when the player asks to copy).
  static func tmuxClipboard() -> TmuxClipboard {
    if tmuxOption("set-clipboard") == "on" { return .plain }
    if tmuxOption("allow-passthrough").map({ $0 == "on" || $0 == "all" }) == true { return .passthrough }
    return .refused
  }

  /// A global option's value from the tmux the arcade runs in; nil when tmux cannot be asked.
  static func tmuxOption(_ name: String) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["tmux", "show-options", "-gv", name]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
