/// Why a finished round waits in the journal instead of the score file: its kind, for the end panel to name, and
/// the store's own line, for the menu and the exit.
public struct WaitReason: Sendable, Hashable, CustomStringConvertible {
  /// What stands in the way, as a kind: never found again by matching the text.
  public enum Kind: Sendable, Hashable {
    case readOnly, damaged, newerVersion, busy, diskFull, beingChecked
    /// Any other reason the file cannot take it (another program's file, a folder, unreadable…).
    case unusable
  }

  public var kind: Kind
  /// The store's line ("arcade.sqlite is locked by another program").
  public var detail: String

  public init(_ kind: Kind, _ detail: String) {
    self.kind = kind
    self.detail = detail
  }

  public var description: String { detail }

  /// A few words for the end panel: "the score file is read-only".
  public var label: String {
    switch kind {
    case .readOnly: "the score file is read-only"
    case .damaged: "the score file is damaged"
    case .newerVersion: "the score file is from a newer arcade"
    case .busy: "the score file is busy"
    case .diskFull: "the disk is full"
    case .beingChecked: "the score file is still being checked"
    case .unusable: "the score file cannot be used"
    }
  }
}
