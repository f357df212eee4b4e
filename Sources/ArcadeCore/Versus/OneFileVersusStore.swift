/// A Versus store on one machine's score file (or its stand-in in memory): it vouches for no login, is always there,
/// is read afresh at every call, and keeps its own matches.
public protocol OneFileVersusStore: VersusStore, VersusHosting {}

extension OneFileVersusStore {
  public var seatedPlayer: String? { nil }
  public var place: String { "this score file" }
  public var problem: String? { nil }
  @discardableResult
  public func catchUp() -> Bool { true }
  public var versus: (any VersusStore)? { self }
}
