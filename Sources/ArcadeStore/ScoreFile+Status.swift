import ArcadeCore
import Foundation
import Synchronization

/// What the menu and the exit say about the file: what waits, what could not be read, what is left at exit.
extension ScoreFile {
  /// Rounds finished in this run or before that wait in the journal.
  public var waiting: [WaitingRound] { state.withLock { $0.waiting } }

  /// One line for the menu, or nil when the file is fine and nothing waits, e.g.
  /// "2 rounds waiting to be saved — arcade.sqlite is locked by another program".
  /// Why settings changed now would not be written to the file in this run (damaged, read-only…), or nil.
  public var settingsProblem: String? {
    guard case .refused(let error) = state.withLock({ $0.writing }) else { return nil }
    return error.shortReason
  }

  public var statusLine: String? {
    let (writing, waiting, lastProblem, unreadableLines, reader) = state.withLock {
      ($0.writing, $0.waiting.count, $0.lastProblem, $0.unreadableJournalLines, $0.reader)
    }
    var parts: [String] = []
    var problem: String?
    switch writing {
    case .refused(let error) where error.meansDamaged:
      problem = "\(error.shortReason): it is only read, never written; `arcade scores --recover` copies what can be read"
    case .refused(let error), .blocked(let error):
      problem = error.shortReason
    default:
      problem = lastProblem?.shortReason
    }
    if waiting > 0 {
      parts.append("\(counted(waiting, "round")) waiting to be saved" + (problem.map { " — \($0)" } ?? ""))
    } else if let problem {
      parts.append(problem)
    }
    if let skipped = reader?.unreadableRoundCount, skipped > 0 {
      parts.append("\(counted(skipped, "stored round")) could not be read and \(skipped == 1 ? "was" : "were") skipped")
    }
    if let skipped = reader?.outOfRangeRoundCount, skipped > 0 {
      parts.append("\(counted(skipped, "stored round")) skipped: out of range")
    }
    if unreadableLines > 0 {
      parts.append("\(counted(unreadableLines, "line")) of \(sanitizedForDisplay(journalName)) could not be read")
    }
    return parts.isEmpty ? nil : parts.joined(separator: "; ")
  }

  /// At exit: a last try to save what waits, once a running check has ended (never a check started here),
  /// then one line per round still waiting, and where it is.
  public func finish() -> [String] {
    // A check still running (a new file being made) ends first: settings changed meanwhile wait for it, and were
    // lost when the arcade quit at once (the Theme chosen right after a first start).
    waitForCheck()
    if case .ready(let store) = state.withLock({ $0.writing }) { flush(into: store) }
    let (waiting, pendingSettings, writing) = state.withLock { ($0.waiting, $0.pendingSettings, $0.writing) }
    var lines: [String] = []
    if !waiting.isEmpty {
      let reason: String
      switch writing {
      case .refused(let error), .blocked(let error): reason = error.shortReason
      case .checking, .notChecked: reason = "the score file was still being checked"
      case .ready: reason = state.withLock { $0.lastProblem?.shortReason } ?? "it could not be saved"
      }
      lines.append(
        "\(counted(waiting.count, "round")) waiting to be saved in \(sanitizedForDisplay(journal.path)) (\(reason)); "
          + "the next arcade that can write the score file saves \(waiting.count == 1 ? "it" : "them"):")
      lines += waiting.map { "  \($0.summary)" }
    }
    if !pendingSettings.isEmpty {
      lines.append("Settings changed in this run were not saved: " + pendingSettings.keys.sorted().joined(separator: ", "))
    }
    return lines
  }

  var journalName: String { (journal.path as NSString).lastPathComponent }

  /// The nearest folder on the way to `path` that exists, or nil when none does.
  static func existingFolder(of path: String) -> String? {
    var folder = (path as NSString).deletingLastPathComponent
    if folder.isEmpty { folder = "." }
    while !folder.isEmpty {
      if case .folder = FileKind.of(folder) { return folder }
      let parent = (folder as NSString).deletingLastPathComponent
      if parent == folder { return nil }
      folder = parent
    }
    return nil
  }
}
