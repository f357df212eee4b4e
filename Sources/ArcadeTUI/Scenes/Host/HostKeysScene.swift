import ArcadeCore
import Foundation

/// The player's SSH keys on a host (`arcade host`): any of them logs in as this player. A key is added by pasting its
/// public line, and removed, but never the last one (the player could not log in again).
public struct HostKeysScene: Scene {
  let store: any HostKeyStore
  let player: String
  let clock: any GameClock
  private(set) var keys: [SSHPublicKey] = []
  private(set) var selected = 0
  /// The line being pasted, while a key is being added.
  private(set) var draft: String?
  private(set) var notice: String?
  /// The key `x` was pressed on once: a second `x` removes it.
  private var removing: SSHPublicKey?

  public init(store: any HostKeyStore, player: String, clock: any GameClock) {
    (self.store, self.player, self.clock) = (store, player, clock)
    keys = store.keys(of: player)
  }

  /// The longest line a paste may be: a key of any type OpenSSH makes, its type and a comment.
  static let longestLine = SSHPublicKey.longestBody + 300

  public var minimumSize: Size { Size(width: 40, height: 12) }
  public var isEditingText: Bool { draft != nil }

  public var help: SceneHelp {
    HostKeysAction.table.help(
      title: "Your SSH keys",
      notes: [
        "This host knows you by the keys you log in with: any key listed here logs in as \(PlayerName.shown(player)).",
        "To add one, paste its public line (ssh-ed25519 AAAA… from a .pub file); a key another player has stays theirs.",
      ])
  }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    if let draft { return paste(draft, event) }
    guard let action = HostKeysAction.table.action(for: event) else { return nil }
    let asked = removing
    removing = nil
    notice = nil
    switch action {
    case .move(let delta): if !keys.isEmpty { selected = (selected + delta + keys.count) % keys.count }
    case .add: draft = ""
    case .remove: remove(asked: asked)
    case .back: return .pop
    }
    return nil
  }

  private mutating func remove(asked: SSHPublicKey?) {
    guard keys.indices.contains(selected) else { return }
    let key = keys[selected]
    guard keys.count > 1 else {
      notice = "Your last key stays: without it you could not log in."
      return
    }
    guard asked == key else {
      removing = key
      notice = "x again to remove \(key)."
      return
    }
    notice = store.removeKey(key, of: player) ? "Removed \(key)." : "The score file did not take the change."
    keys = store.keys(of: player)
    selected = min(selected, max(0, keys.count - 1))
  }

  /// The keys while a key's line is pasted.
  static let lineTable = TextEntryAction.table(typing: "paste a key", keep: "add the key", keepFooter: "Enter add", cancel: "cancel")

  private mutating func paste(_ line: String, _ event: InputEvent) -> Transition? {
    guard let action = Self.lineTable.action(for: event) else { return nil }
    switch action {
    case .keep:
      draft = nil
      add(line)
    case .cancel: draft = nil
    case .type, .erase, .clear:
      // A key line is printable ASCII; anything else, or past any key's length, is not typed in.
      draft = action.edited(line) { line, c in line.utf8.count < Self.longestLine && (c.asciiValue.map { (0x20..<0x7F).contains($0) } ?? false) }
    }
    return nil
  }

  private mutating func add(_ line: String) {
    guard let key = SSHPublicKey(line: line) else {
      notice = "That is not a public key: paste the whole line of a .pub file (ssh-ed25519 AAAA…)."
      return
    }
    switch store.bind(key, to: player, newPlayer: false, at: clock.wallDate(at: clock.now())) {
    case .bound?: notice = "Added \(key): it logs in as \(PlayerName.shown(player))."
    case .alreadyBound(let owner)?: notice = owner == player ? "That key is yours already." : "That key is another player's."
    case .nameTaken?, nil: notice = "The score file did not take the key."
    }
    keys = store.keys(of: player)
    selected = keys.firstIndex(of: key) ?? selected
  }

  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    canvas.putCentered("Your SSH keys", row: 1, style: theme.title)
    canvas.putCentered(ellipsized("Any of them logs in as \(PlayerName.shown(player)).", width: canvas.width), row: 2, style: theme.muted)
    let shown = max(1, canvas.height - 8)
    let first = min(max(0, selected - shown + 1), max(0, keys.count - shown))
    for index in first..<min(keys.count, first + shown) {
      let pointer = index == selected ? String(theme.glyphs.pointer) : " "
      canvas.put(ellipsized("\(pointer) \(keys[index])", width: canvas.width - 2), at: Point(x: 1, y: 4 + index - first),
        style: index == selected ? .bold : .plain)
    }
    if let draft {
      // The end of what is pasted: a key line is longer than any terminal is wide.
      let room = max(4, canvas.width - 4)
      let tail = draft.count > room - 1 ? "…" + draft.suffix(room - 2) : draft
      canvas.put("Paste the key's line, then Enter:", at: Point(x: 1, y: canvas.height - 4), style: theme.muted)
      canvas.put(tail + "_", at: Point(x: 1, y: canvas.height - 3), style: theme.accent)
    } else if let notice {
      canvas.putCentered(ellipsized(notice, width: canvas.width), row: canvas.height - 3, style: theme.status)
    }
    // While a line is pasted `?` is typed, so the footer does not offer help then, as Settings' name does not.
    if draft != nil {
      Footer.draw(Self.lineTable.help(title: "Your SSH keys"), into: &canvas, theme: theme, offersHelp: false)
    } else {
      Footer.draw(help, into: &canvas, theme: theme)
    }
  }
}
