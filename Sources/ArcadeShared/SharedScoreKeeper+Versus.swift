#if SharedBoard
import ArcadeCore

extension SharedScoreKeeper: VersusHosting {
  /// Live matches go through the server, across machines: opened (and listening) on first use.
  public var versus: (any VersusStore)? {
    liveMatches.withLock { store in
      if let store { return store }
      let opened = SharedVersusStore(url: url)
      store = opened
      return opened
    }
  }
}
#endif
