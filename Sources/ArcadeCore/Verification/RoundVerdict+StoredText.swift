/// A verdict as a score file keeps it ("verified", "refused differs score"), and read back: a text this version does
/// not write reads as nil, so an unknown or damaged entry is a miss and the round is checked again.
extension RoundVerdict {
  public var storedText: String {
    switch self {
    case .verified: "verified"
    case .notReplayable: "not replayable"
    case .refused(let refusal): "refused " + refusal.storedText
    }
  }

  public init?(storedText text: String) {
    switch text {
    case "verified": self = .verified
    case "not replayable": self = .notReplayable
    default:
      guard text.hasPrefix("refused "), let refusal = RoundRefusal(storedText: String(text.dropFirst(8))) else { return nil }
      self = .refused(refusal)
    }
  }
}

extension RoundRefusal {
  /// "differs score", "illegal move 12", "unreadable cut short": the case, then what it carries.
  var storedText: String {
    switch self {
    case .noMoves: "no moves"
    case .unreadable(let why): "unreadable " + why
    case .illegalMove(let index): "illegal move \(index)"
    case .unfinished: "unfinished"
    case .differs(let figure): "differs " + figure
    case .copy: "copy"
    case .notTheirs: "not theirs"
    case .fasterThanAPerson: "faster than a person"
    case .notDealtFromSeed: "not dealt from seed"
    }
  }

  init?(storedText text: String) {
    let plain: [String: RoundRefusal] = [
      "no moves": .noMoves, "unfinished": .unfinished, "copy": .copy, "not theirs": .notTheirs,
      "faster than a person": .fasterThanAPerson,
      "not dealt from seed": .notDealtFromSeed,
    ]
    if let refusal = plain[text] {
      self = refusal
    } else if text.hasPrefix("unreadable ") {
      self = .unreadable(String(text.dropFirst(11)))
    } else if text.hasPrefix("differs ") {
      self = .differs(String(text.dropFirst(8)))
    } else if text.hasPrefix("illegal move "), let index = Int(text.dropFirst(13)) {
      self = .illegalMove(index)
    } else {
      return nil
    }
  }
}
