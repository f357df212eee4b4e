/// Which round a played round is, and where it is kept: a row of the score file, a line of the journal, a row of a
/// shared board, or a round only this run holds.
///
/// Each kind numbers its own rounds, so ids of different kinds never meet: before this type they were ranges of one
/// Int64 (the journal's made from a hash of its uid that changed from one process to the next).
public enum RoundID: Hashable, Sendable, Codable {
  /// The score file's row id: what `arcade replay ID` and `arcade scores --all` name.
  case local(Int64)
  /// A finished round waiting in the journal, by the uid it will be saved under (the same in every process).
  case journal(uid: String)
  /// A shared board's row id: the server decides it.
  case server(Int64)
  /// A round neither saved nor journaled, kept by this run only: 1 for the first of the run.
  case session(Int)

  /// The score file's row id, when the round is one of its rows.
  public var localRow: Int64? {
    if case .local(let row) = self { return row }
    return nil
  }

  /// The shared board's row id, when the round is one of its rows.
  public var serverRow: Int64? {
    if case .server(let row) = self { return row }
    return nil
  }
}

extension RoundID: ExpressibleByIntegerLiteral {
  /// A literal is a score file's row id: the integers ids were before they had kinds.
  public init(integerLiteral value: Int64) {
    self = .local(value)
  }
}

extension RoundID: CustomStringConvertible {
  /// "12" for a row of the score file (as `arcade scores --all` has always shown it); "journal:UID", "server:12"
  /// and "session:1" for the others, which `arcade replay` does not take.
  public var description: String {
    switch self {
    case .local(let row): String(row)
    case .journal(let uid): "journal:\(uid)"
    case .server(let row): "server:\(row)"
    case .session(let number): "session:\(number)"
    }
  }
}

extension RoundID: Comparable {
  /// The order ties are broken in, "the round saved first": the score file's rows by row id, then the shared board's
  /// by its row id, then the journal's by uid, then this run's in the order they were kept.
  public static func < (a: RoundID, b: RoundID) -> Bool {
    switch (a, b) {
    case (.local(let x), .local(let y)), (.server(let x), .server(let y)): x < y
    case (.journal(let x), .journal(let y)): x < y
    case (.session(let x), .session(let y)): x < y
    default: a.kindOrder < b.kindOrder
    }
  }

  private var kindOrder: Int {
    switch self {
    case .local: 0
    case .server: 1
    case .journal: 2
    case .session: 3
    }
  }

  /// `a` before `b` in that order, a round without an id (not kept anywhere) before every other.
  public static func precedes(_ a: RoundID?, _ b: RoundID?) -> Bool {
    switch (a, b) {
    case (nil, nil), (_, nil): false
    case (nil, _): true
    case (let x?, let y?): x < y
    }
  }
}
